import '@mantine/core/styles/Badge.layer.css';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
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

/**
 * An order's status as the account pages and the returns lookup show it; `className` sets the spacing
 * of the place it sits in, and the Badge's own props (a filled variant, an icon) may stress one status.
 */
export function OrderStatusBadge({ status, ...badge }: { status: string } & Pick<BadgeProps, 'className' | 'variant' | 'leftSection'>) {
  return (
    <Badge variant="light" radius="xs" color={STATUS_COLORS[status as OrderStatus] ?? 'charcoal'} {...badge}>
      {status}
    </Badge>
  );
}
