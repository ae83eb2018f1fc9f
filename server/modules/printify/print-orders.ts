import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import { PrintifyError, type PrintifyOrderBody } from '../../integrations/printify/index.ts';
import { markSubmitting, PRINT_ORDER_JOB, printOrderLock, recordPrintFailure, recordPrintOrder, recordPrintRefused, type StoredAddress } from '../order/index.ts';
import type { Services } from '../request-scope.ts';
import { requirePrintify } from './publishing.ts';
import { printifySql } from './tables.ts';

/**
 * Orders sent to print. A paid order holding Printify products queues its submission by the job's
 * name (order/orders.ts) in the order's own transaction, so it exists exactly when the order does; a
 * worker on any instance sends it, retried with backoff until Printify accepts it, and keeps
 * Printify's order id and state on the order (order/print-state.ts).
 *
 * Exactly once: the job runs under a lock on the order (a second instance or an expired attempt's
 * rerun waits its turn and then finds the order sent), and a submission is marked before it goes out,
 * so a try after a crash or a lost answer first looks for the order at Printify, by our order number,
 * instead of sending it again.
 *
 * A refusal for good (refusedForGood) ends the job: the order keeps Printify's reason and needs
 * attention (order/print-attention.ts) until staff correct its address and queue it again. Any other
 * failure is kept on the order as the last one and retried.
 */

/** Printify's standard shipping. */
const STANDARD_SHIPPING = 1;

/** The job's rerun of an order another run is sending now: tried again after its backoff. */
class SubmissionBusy extends Error {}

/**
 * The refusals of the shop's own settings, not of the order: a token expired or short of a scope
 * (401, 403), a shop id Printify does not know (404). Mended without touching the order, so retried
 * like an outage (and shown to staff an hour on); so are a timeout (408) and a rate limit (429).
 */
const RETRIED_REFUSALS = new Set([401, 403, 404, 408, 429]);

/**
 * Whether Printify refused the order itself for good: any other 4xx (a validation failure such as a
 * missing last name or a zip code it cannot place, a size no longer sold), which no retry changes.
 */
export function refusedForGood(error: unknown): error is PrintifyError {
  return error instanceof PrintifyError && error.status !== null && error.status >= 400 && error.status < 500 && !RETRIED_REFUSALS.has(error.status);
}

export function printOrderJob(deps: { services: Pick<Services, 'printify' | 'clock'>; fork: () => EntityManager }): JobDefinition<{ orderId: number }> {
  return {
    name: PRINT_ORDER_JOB,
    queue: {
      // 30 s, 1 min, 2 min … then hourly, for about two days: Printify's outages and a token being
      // renewed are ridden out.
      retryLimit: 60,
      retryDelay: 30,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: 300,
      deleteAfterSeconds: 30 * 24 * 3600,
    },
    async run({ orderId }) {
      const printify = requirePrintify(deps.services);
      await deps.fork().transactional(async (lockTx) => {
        const locked = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtextextended(${printOrderLock(orderId)}, 0)) as locked`.execute(
          printifySql(lockTx),
        );
        if (!locked.rows[0]?.locked) throw new SubmissionBusy(`Order ${orderId} is being sent to Printify by another worker`);
        // The lock's transaction only holds the lock: what is recorded commits at once, on its own
        // connection, so a crash after Printify accepted leaves the mark that sends the next try looking.
        const em = deps.fork();
        const db = printifySql(em);
        const order = await db
          .selectFrom('orders')
          .select(['order_number', 'status', 'shipping_address', 'printify_order_id', 'printify_submitting_at'])
          .where('id', '=', orderId)
          .executeTakeFirst();
        // An order cancelled (or being cancelled) before it was sent is not sent: cancelling takes this same lock first.
        if (!order || order.printify_order_id || order.status === 'cancelled' || order.status === 'cancelling') return;
        const record = (printifyOrderId: string) => recordPrintOrder(em, orderId, printifyOrderId);

        if (order.printify_submitting_at) {
          const found = await printify.api.findOrder(order.order_number);
          if (found) return void (await record(found));
        }
        const body = await printOrderBody(db, orderId, order.order_number, order.shipping_address);
        if (!body) return;
        await markSubmitting(em, orderId, new Date());
        let printifyOrderId: string;
        try {
          printifyOrderId = await printify.api.createOrder(body);
        } catch (error) {
          // Printify's message carries its own (`message` and `errors.reason` of its error body).
          if (refusedForGood(error)) return void (await recordPrintRefused(em, orderId, error.message, deps.services.clock()));
          if (error instanceof PrintifyError) {
            // A refusal (4xx but 429) means Printify made nothing: the next try need not look first.
            if (error.status !== null && error.status < 500 && error.status !== 429) await markSubmitting(em, orderId, null);
            await recordPrintFailure(em, orderId, error.message);
          }
          throw error;
        }
        await record(printifyOrderId);
      });
    },
  };
}

/**
 * The name on the parcel as Printify takes it. Checkout keeps its one name field split at the first
 * space (checkout/settle.ts), so a shopper with a single name ("Cher", "Prince") has a first name and
 * no last name, which Printify refuses. That name goes as the last name, with the first name empty:
 * the field Printify (and a carrier) requires, and how Shopify, Printify's largest channel, keeps a
 * single name (its first name optional, its last required), so Printify takes it; the label, first
 * name then last, reads "Cher" as the customer wrote it, not a name doubled or a placeholder.
 */
function recipientName(address: StoredAddress): { first_name: string; last_name: string } {
  const first = address.firstName.trim();
  const last = address.lastName.trim();
  return last ? { first_name: first, last_name: last } : { first_name: '', last_name: first };
}

/** The order as Printify takes it: its Printify lines by product and variant id, and where it goes. */
async function printOrderBody(
  db: ReturnType<typeof printifySql>,
  orderId: number,
  orderNumber: string,
  address: StoredAddress,
): Promise<PrintifyOrderBody | null> {
  const items = await db
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['p.printify_id', 'p.printify_variant_id', 'i.variant_id', 'i.quantity'])
    .where('i.order_id', '=', orderId)
    .where('p.printify_id', 'is not', null)
    .orderBy('i.id')
    .execute();
  const lineItems = items.flatMap((item) => {
    // A synced size's id is Printify's variant id; a line without a size takes the product's default.
    const variantId = Number(item.variant_id ?? item.printify_variant_id);
    return item.printify_id && Number.isInteger(variantId) ? [{ product_id: item.printify_id, variant_id: variantId, quantity: item.quantity }] : [];
  });
  if (lineItems.length === 0) return null;
  return {
    external_id: orderNumber,
    label: orderNumber,
    line_items: lineItems,
    shipping_method: STANDARD_SHIPPING,
    // The shop sends its own shipping e-mail (integrations.md section 4).
    send_shipping_notification: false,
    address_to: {
      ...recipientName(address),
      email: address.email,
      phone: address.phone ?? '',
      country: address.country,
      region: address.state,
      address1: address.address,
      address2: address.apartment ?? '',
      city: address.city,
      zip: address.zipCode,
    },
  };
}
