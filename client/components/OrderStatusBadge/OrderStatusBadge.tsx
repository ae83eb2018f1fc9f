import '@mantine/core/styles/Badge.layer.css';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../src/statuses.ts';

/** Muted tones that sit on the paper cards; a status this client does not know is shown in neutral grey. */
const STATUS_COLORS: Record<OrderStatus, MantineColor> = {
  pending: 'charcoal',
  paid: 'bronze',
  in_production: 'bronze',
  shipped: 'blue',
  delivered: 'teal',
  cancelling: 'orange',
  cancelled: 'red',
  partially_refunded: 'grape',
  refunded: 'charcoal',
};

const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/**
 * An order's status as customers and admins read it ("In production", "Partially refunded");
 * `className` sets the spacing of the place it sits in, and the Badge's own props (a filled variant, an
 * icon) may stress one status.
 */
export function OrderStatusBadge({ status, ...badge }: { status: string } & Pick<BadgeProps, 'className' | 'variant' | 'leftSection'>) {
  const known = isOrderStatus(status);
  return (
    <Badge variant="light" radius="xs" color={known ? STATUS_COLORS[status] : 'charcoal'} {...badge}>
      {known ? ORDER_STATUS_LABELS[status] : status}
    </Badge>
  );
}
