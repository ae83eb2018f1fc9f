import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition, JobQueue } from '../../integrations/jobs/job-queue.ts';
import { eventTime, OrderUpdatedData, ShipmentData, type PrintifyEvent } from '../../integrations/printify/index.ts';
import type { Services } from '../request-scope.ts';
import { hideProduct } from './product-import.ts';
import { recordDelivery, recordShipment, setPrintifyStatus } from '../order/index.ts';
import { acknowledge, requirePrintify } from './publishing.ts';
import { printifySql } from './tables.ts';


/**
 * Printify's webhook deliveries. The route checks the signature and calls `takeEvent`, which records
 * the event id and queues its work in one transaction, then answers 200 at once: a repeated event id
 * (or one too old) is dropped there, and the work runs in a job, retried until it is done.
 */

export const PRINTIFY_EVENT_JOB = 'printify.event';

/**
 * How old a delivery may be. Event ids are kept far longer (printify-event.entity.ts), so a replay
 * is found by its id; the age is a second lock that holds once they are purged. Printify retries a failed delivery
 * for some hours (its schedule is not published), well inside this.
 */
export const EVENT_MAX_AGE_MS = 3 * 24 * 3600 * 1000;
/** Printify's clock and ours may differ a little. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type TakenEvent = 'taken' | 'duplicate' | 'stale';

/**
 * Records the delivery and queues its work. The event is known by the id inside the signed body (the
 * X-Pfy-Eventid header is not signed: a replay could carry any), and one made outside the window
 * around `now` is left alone.
 */
export async function takeEvent(em: EntityManager, jobs: JobQueue, event: PrintifyEvent, now: Date): Promise<TakenEvent> {
  const age = now.getTime() - eventTime(event.created_at);
  if (age > EVENT_MAX_AGE_MS || age < -CLOCK_SKEW_MS) return 'stale';
  return em.fork().transactional(async (tx) => {
    const taken = await printifySql(tx)
      .insertInto('printify_events')
      .values({ event_id: event.id, topic: event.type, resource_id: event.resource.id.slice(0, 100) })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (taken) await jobs.send(tx, PRINTIFY_EVENT_JOB, event);
    return taken ? 'taken' : 'duplicate';
  });
}

/** Thrown to have the event tried again later: its order is not known as Printify's yet. */
class UnknownOrder extends Error {}

export function printifyEventJob(deps: {
  services: Pick<Services, 'printify' | 'jobs' | 'supportEmail' | 'publicUrl' | 'log'>;
  fork: () => EntityManager;
}): JobDefinition<PrintifyEvent> {
  return {
    name: PRINTIFY_EVENT_JOB,
    queue: { retryLimit: 20, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300, deleteAfterSeconds: 7 * 24 * 3600 },
    async run(event) {
      const em = deps.fork();
      const data = event.resource.data ?? {};
      switch (event.type) {
        case 'product:publish:started': {
          // `action: delete` is an unpublish: the product leaves the shop.
          if (data.action === 'delete') return void (await hideProduct(em, event.resource.id));
          const printify = requirePrintify(deps.services);
          const done = await acknowledge(em, deps.services.jobs, printify, await printify.api.getProduct(event.resource.id));
          deps.services.log.info({ printifyId: event.resource.id, outcome: done.outcome }, 'printify publish acknowledged');
          return;
        }
        case 'product:deleted':
          await hideProduct(em, event.resource.id);
          return;
        case 'order:shipment:created':
          return requireOrder(await recordShipment(em, deps.services, event.resource.id, ShipmentData.parse(data)), event);
        case 'order:shipment:delivered':
          return requireOrder(await recordDelivery(em, event.resource.id, ShipmentData.parse(data)), event);
        case 'order:updated':
          return requireOrder(await setPrintifyStatus(em, event.resource.id, OrderUpdatedData.parse(data).status), event);
        case 'order:sent-to-production':
          return requireOrder(await setPrintifyStatus(em, event.resource.id, 'sent-to-production'), event);
        default:
          // Topics the shop does not use (order:created, shop:disconnected, …) are taken and ignored.
          return;
      }
    },
  };
}

/**
 * An order event may arrive before the submission recorded Printify's id (its answer was lost and the
 * next try has not found it yet): it is retried until the order is known.
 */
function requireOrder(found: boolean, event: PrintifyEvent) {
  if (!found) throw new UnknownOrder(`No order has Printify id ${event.resource.id} yet (${event.type})`);
}
