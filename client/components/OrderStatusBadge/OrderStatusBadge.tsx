import '@mantine/core/styles/Badge.layer.css';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { ORDER_STATUSES, SHOPPER_ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/statuses.ts';

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
 * An order's status as customers read it ("In production", "Partially refunded"), in the page's
 * language (the back office's pages are English); `className` sets the spacing of the place it sits
 * in, and the Badge's own props (a filled variant, an icon) may stress one status.
 */
export function OrderStatusBadge({ status, ...badge }: { status: string } & Pick<BadgeProps, 'className' | 'variant' | 'leftSection'>) {
  const { i18n } = useLingui();
  const known = isOrderStatus(status);
  return (
    <Badge variant="light" radius="xs" color={known ? STATUS_COLORS[status] : 'charcoal'} {...badge}>
      {known ? i18n._(SHOPPER_ORDER_STATUS_LABELS[status]) : status}
    </Badge>
  );
}
