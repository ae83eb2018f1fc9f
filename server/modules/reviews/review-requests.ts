import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../../integrations/jobs/job-queue.ts';
import { mailWords, queueMail } from '../mail/index.ts';
import { marketingToken, mayMarketTo } from '../marketing/index.ts';
import { mailReader, sizeOfItem, titleFor } from '../order/index.ts';
import type { Services } from '../request-scope.ts';
import { reviewRequestEmail } from './review-request-email.ts';
import { reviewsSql } from './tables.ts';

/**
 * The review request (issue 39): seven days after an order's prints were delivered, one e-mail asks
 * its buyer to review them, each line once, whatever happens later. Marketing e-mail, so only where
 * it may go (marketing/): a line whose buyer it may not reach is passed over for good. An hourly sweep
 * on the shop's clock, so a request goes within the hour it is due.
 */

export const REVIEW_REQUESTS_JOB = 'reviews.requests';
export const REVIEW_REQUESTS_CRON = '41 * * * *';

const DAY_MS = 24 * 3600 * 1000;
/** The spec's week after the delivery. */
const REVIEW_REQUESTS_AFTER_MS = 7 * DAY_MS;
/** A delivery still asked about this long after its request was due: a sweep missed for a while catches up, an old one is let be. */
const LATE_BY_AT_MOST_MS = 14 * DAY_MS;
const BATCH = 200;

type RequestServices = Pick<Services, 'jobs' | 'clock' | 'publicUrl' | 'supportEmail'>;

export function reviewRequestsJob({ services, fork }: { services: RequestServices; fork: () => EntityManager }): JobDefinition<object> {
  return {
    name: REVIEW_REQUESTS_JOB,
    queue: { policy: 'singleton', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 1800, deleteAfterSeconds: 24 * 3600 },
    run: async () => {
      await sendReviewRequests(fork(), services);
    },
  };
}

/** Sends the review requests now due, one e-mail per order; answers how many went. */
export async function sendReviewRequests(em: EntityManager, services: RequestServices): Promise<number> {
  const due = new Date(services.clock().getTime() - REVIEW_REQUESTS_AFTER_MS);
  let sent = 0;
  for (;;) {
    const orders = await ordersDue(em, due);
    for (const order of orders) if (await ask(em, services, order)) sent += 1;
    // Each order looked at leaves its lines marked, so the next batch holds only others.
    if (orders.length < BATCH) return sent;
  }
}

/** Lines with no request yet and no review. */
const unaskedLines = (db: ReturnType<typeof reviewsSql>) =>
  db
    .selectFrom('order_items as i')
    .leftJoin('review_requests as q', 'q.order_item_id', 'i.id')
    .leftJoin('reviews as r', 'r.order_item_id', 'i.id')
    .where('q.order_item_id', 'is', null)
    .where('r.id', 'is', null);

/** Orders delivered between LATE_BY_AT_MOST_MS before `due` and `due` with lines not yet asked about nor reviewed. */
async function ordersDue(em: EntityManager, due: Date) {
  return unaskedLines(reviewsSql(em))
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => ['o.id', 'o.order_number', 'o.customer_country', eb.fn.coalesce('o.guest_email', 'u.email').as('email')])
    .where('o.delivered_at', '<=', due)
    .where('o.delivered_at', '>', new Date(due.getTime() - LATE_BY_AT_MOST_MS))
    .groupBy(['o.id', 'o.order_number', 'o.customer_country', 'o.guest_email', 'u.email'])
    .orderBy('o.id')
    .limit(BATCH)
    .execute();
}

type DueOrder = Awaited<ReturnType<typeof ordersDue>>[number];

async function ask(em: EntityManager, services: RequestServices, order: DueOrder): Promise<boolean> {
  const now = services.clock();
  const mayMail = order.email !== null && (await mayMarketTo(em, order.email, order.customer_country?.trim() ?? null));
  return em.transactional(async (tx) => {
    const db = reviewsSql(tx);
    // Claimed by one statement: a second sweep at the same time finds the lines taken.
    const claimed = await db
      .insertInto('review_requests')
      .columns(['order_item_id', 'asked_at', 'mailed'])
      .expression(
        unaskedLines(db)
          .where('i.order_id', '=', order.id)
          .select((eb) => ['i.id', eb.val(now).as('asked_at'), eb.val(mayMail).as('mailed')]),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning('order_item_id')
      .execute();
    if (!mayMail || claimed.length === 0 || order.email === null) return false;
    const lines = await db
      .selectFrom('order_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select((eb) => ['i.id', 'i.product_id', 'p.title', sizeOfItem(eb.ref('p.variants'), eb.ref('i.variant_id')).as('size')])
      .where('i.id', 'in', claimed.map((line) => line.order_item_id))
      .orderBy('i.id')
      .execute();
    const reader = await mailReader(tx, order.id);
    const mail = reviewRequestEmail(services, {
      to: order.email,
      words: mailWords(reader.locale),
      orderNumber: order.order_number,
      lines: lines.map((line) => ({ orderItemId: line.id, title: titleFor(reader, line.product_id, line.title), size: line.size })),
      unsubscribeToken: await marketingToken(tx, order.email),
    });
    await queueMail(services.jobs, tx, { ...mail, key: `review-request.${order.id}.${lines[0]!.id}` });
    return true;
  });
}
