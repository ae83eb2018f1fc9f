import '@mantine/core/styles/Badge.layer.css';
import { Badge, type MantineColor } from '@mantine/core';
import type { OrderStatus } from '../../../src/statuses.ts';

/** Muted tones that sit on the paper cards; anything unexpected is shown in neutral grey. */
const STATUS_COLORS: Record<OrderStatus, MantineColor> = {
  pending: 'charcoal',
  processing: 'bronze',
  confirmed: 'bronze',
  shipped: 'blue',
  delivered: 'teal',
  cancelled: 'red',
  refunded: 'charcoal',
};

/** An order's status as the account pages show it; `className` sets the spacing of the place it sits in. */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="light" radius="xs" color={STATUS_COLORS[status as OrderStatus] ?? 'charcoal'} className={className}>
      {status}
    </Badge>
  );
}
