import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../../integrations/payments/index.ts';
import { intentInput } from '../../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { callerFor, createProduct, createUser, testClock, testServices } from '../../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox, type TestMailbox } from '../../test/mailbox.ts';
import type { Services } from '../request-scope.ts';
import { sendReviewRequests } from './review-requests.ts';

/** The review request e-mail on the shop's clock: a week after the delivery, once per line, only where marketing e-mail may go. */

let clock: ReturnType<typeof testClock>;
let services: Services;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await testMailbox();
});
beforeEach(async () => {
  await resetDatabase();
  clock = testClock();
  services = await testServices({ clock });
});

const DAY = 24 * 3600 * 1000;
const execute = async (sql: string, values: unknown[] = []) => (await testOrm()).em.fork().execute(sql, values);

/** A customer's demo-paid order of one print, delivered now on the shop's clock. */
async function deliveredOrder(email: string) {
  const product = await createProduct({ title: 'Harbour at Dusk' });
  const customer = await callerFor(await createUser({ email }), { services });
  await customer.cart.add({ productId: product.id, quantity: 1 });
  const intent = await customer.checkout.createPaymentIntent(intentInput());
  const paid = await customer.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds });
  const order = await customer.checkout.placeOrder({ paymentIntentId: paid.paymentIntentId });
  await execute(`update orders set delivered_at = ?, status = 'delivered' where id = ?`, [clock(), order.id]);
  return order;
}

async function sweep() {
  const sent = await sendReviewRequests((await testOrm()).em.fork(), services);
  await services.jobs.drain();
  return sent;
}

const requestsTo = (email: string) => mailbox.sentTo(email).map((mail) => decodeQuotedPrintable(mail.raw)).filter((raw) => raw.includes('How does your print look on the wall?'));

describe('the review request', () => {
  it('goes once, seven days after the delivery and not before, with a link to the review form and one-click unsubscribe', async () => {
    const order = await deliveredOrder('reviewer@example.com');
    clock.advance(6 * DAY);
    expect(await sweep()).toBe(0);
    clock.advance(DAY + 60_000);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    clock.advance(7 * DAY);
    expect(await sweep()).toBe(0);

    const [mail, ...more] = requestsTo('reviewer@example.com');
    expect(more).toEqual([]);
    expect(mail).toContain(`http://shop.test/review?order=${order.orderNumber}&item=${order.items[0]!.id}&email=reviewer%40example.com`);
    expect(mail).toContain('Harbour at Dusk');
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await execute('select mailed from review_requests')).toEqual([{ mailed: true }]);
  });

  it('is passed over for good where marketing e-mail needs a yes the buyer did not give, and for a line already reviewed', async () => {
    const european = await deliveredOrder('europe@example.com');
    await execute(`update orders set customer_country = 'DE' where id = ?`, [european.id]);
    const reviewed = await deliveredOrder('reviewed@example.com');
    await execute(
      `insert into reviews (order_id, order_item_id, product_id, customer_email, author_name, rating, title, text) values (?, ?, ?, 'reviewed@example.com', 'Ada S.', 4, 'Fine', 'Fine print.')`,
      [reviewed.id, reviewed.items[0]!.id, reviewed.items[0]!.productId],
    );
    clock.advance(7 * DAY + 60_000);
    expect(await sweep()).toBe(0);
    expect(requestsTo('europe@example.com')).toEqual([]);
    expect(requestsTo('reviewed@example.com')).toEqual([]);
    // Passed over, not left to be asked again every hour.
    expect(await execute('select mailed from review_requests')).toEqual([{ mailed: false }]);
  });
});
