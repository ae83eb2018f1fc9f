import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { ShipmentData } from '../../integrations/printify/index.ts';
import { PRINTIFY, transitionOrderIfAllowed } from './lifecycle.ts';
import { queueMail } from '../mail/index.ts';
import type { Services } from '../request-scope.ts';
import { mailReader } from './mail-reader.ts';
import { orderView } from './order.queries.ts';
import { shippingNotification } from './shipping-email.ts';
import { orderSql } from './tables.ts';

/**
 * Shipments tracked: the print provider's shipment of an order stores its carrier, tracking
 * number and link on the order (shown on /account/orders and in the returns lookup), and its delivery
 * marks the order delivered. Both answer whether the order was found.
 * A shipment with a tracking number also queues the Shipping Notification to the customer, in the
 * same transaction; its key holds the tracking number, so an event delivered twice sends it once.
 */

type Shipment = z.infer<typeof ShipmentData>;

const when = (text: string | null | undefined) => {
  const date = text ? new Date(text.replace(' ', 'T')) : new Date();
  return Number.isNaN(date.getTime()) ? new Date() : date;
};

export async function recordShipment(
  em: EntityManager,
  services: Pick<Services, 'jobs' | 'supportEmail' | 'publicUrl'>,
  printifyOrderId: string,
  shipment: Shipment,
): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const db = orderSql(tx);
    const order = await db
      .selectFrom('orders')
      .select(['id', 'shipping_address'])
      .where('printify_order_id', '=', printifyOrderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) return false;
    await db
      .updateTable('orders')
      .set({
        carrier: shipment.carrier?.code ?? null,
        tracking_number: shipment.carrier?.tracking_number ?? null,
        tracking_url: shipment.carrier?.tracking_url ?? null,
        shipped_at: when(shipment.shipped_at),
        updated_at: new Date(),
      })
      .where('id', '=', order.id)
      .execute();
    const trackingNumber = shipment.carrier?.tracking_number;
    // A delivery reported first (events can cross) is not undone: the lifecycle skips that move.
    await transitionOrderIfAllowed(tx, order.id, 'shipped', PRINTIFY, { carrier: shipment.carrier?.code ?? null, trackingNumber: trackingNumber ?? null });
    const view = trackingNumber ? await orderView(tx, order.id) : null;
    if (trackingNumber && view?.customerEmail) {
      const mail = shippingNotification(
        {
          ...view,
          customerEmail: view.customerEmail,
          shippingAddress: order.shipping_address,
          carrier: shipment.carrier?.code ?? null,
          trackingNumber,
          trackingUrl: shipment.carrier?.tracking_url ?? null,
        },
        services,
        await mailReader(tx, order.id),
      );
      await queueMail(services.jobs, tx, mail);
    }
    return true;
  });
}

export async function recordDelivery(em: EntityManager, printifyOrderId: string, shipment: Shipment): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const order = await orderSql(tx)
      .updateTable('orders')
      .set({ delivered_at: when(shipment.delivered_at), printify_status: 'delivered', updated_at: new Date() })
      .where('printify_order_id', '=', printifyOrderId)
      .returning('id')
      .executeTakeFirst();
    if (!order) return false;
    await transitionOrderIfAllowed(tx, order.id, 'delivered', PRINTIFY);
    return true;
  });
}
