import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { query } from '../test/checkout-fixtures.ts';
import { resetDatabase } from '../test/database.ts';
import { ADMIN_EMAIL, callerFor, createUser, SUPPORT_STAFF_EMAIL, testApp, testClock } from '../test/helpers.ts';
import { testMailbox } from '../test/mailbox.ts';
import { guestOrder, sessionCookieFor } from '../test/return-fixtures.ts';

/**
 * POST /api/admin/orders/{orderNumber}/emails is limited to one resend per order and e-mail type in
 * 10 minutes, counted in PostgreSQL: a burst of concurrent resends sends one e-mail, and the others
 * are told how long ago it went and when the next may.
 */

const clock = testClock();
let app: App;

beforeAll(async () => {
  app = await testApp({ clock });
});
afterAll(() => app.close());
beforeEach(resetDatabase);

const MINUTE = 60_000;

const resend = (orderNumber: string, cookie: string, type: string) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/emails`, payload: { type }, cookies: { [SESSION_COOKIE]: cookie } });

/** A paid guest order whose confirmation went out, and the count of e-mails its customer has had. */
async function orderWithItsConfirmation(email: string) {
  const placed = await guestOrder(app, email);
  expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
  await (await testMailbox()).next(email);
  return placed.orderNumber;
}

const resendAudits = async () =>
  (await query<{ n: number }>(`select count(*)::int as n from admin_audit where action = 'order.resend_email'`))[0]!.n;

describe('resending an e-mail', () => {
  it('sends once for 40 concurrent resends; the other 39 are answered 429 with when it can go again', async () => {
    const mailbox = await testMailbox();
    const orderNumber = await orderWithItsConfirmation('burst@example.com');
    const cookie = await sessionCookieFor(app, await createUser({ email: SUPPORT_STAFF_EMAIL }));

    const answers = await Promise.all(Array.from({ length: 40 }, () => resend(orderNumber, cookie, 'confirmation')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(39).fill(429)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.headers['retry-after']).toBe('600');
      expect(refused.json()).toEqual({ message: 'This e-mail was sent again less than a minute ago; it can be sent again in 10 minutes.' });
    }
    expect(await app.services.jobs.drain()).toEqual({ completed: 1, failed: [] });
    // The confirmation at checkout, and one resend.
    expect(mailbox.sentTo('burst@example.com')).toHaveLength(2);
    expect(await resendAudits()).toBe(1);
  });

  it('says how long ago it went and how long is left; after 10 minutes it goes again', async () => {
    const orderNumber = await orderWithItsConfirmation('again@example.com');
    const cookie = await sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL }));
    expect((await resend(orderNumber, cookie, 'confirmation')).statusCode).toBe(200);

    clock.advance(2 * MINUTE + 30_000);
    const early = await resend(orderNumber, cookie, 'confirmation');
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe(String(7 * 60 + 30));
    expect(early.json()).toEqual({ message: 'This e-mail was sent again 2 minutes ago; it can be sent again in 8 minutes.' });
    clock.advance(7 * MINUTE);
    expect((await resend(orderNumber, cookie, 'confirmation')).json().message).toBe('This e-mail was sent again 9 minutes ago; it can be sent again in 1 minute.');

    clock.advance(30_000);
    const later = await resend(orderNumber, cookie, 'confirmation');
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ queued: true, to: 'again@example.com', type: 'confirmation' });
    expect(await app.services.jobs.drain()).toEqual({ completed: 2, failed: [] });
    expect(await resendAudits()).toBe(2);
  });

  it("counts each order's confirmation and shipping e-mail apart", async () => {
    const orderNumber = await orderWithItsConfirmation('types@example.com');
    const other = await orderWithItsConfirmation('other@example.com');
    await query(`update orders set carrier = 'UPS', tracking_number = '1Z999', tracking_url = 'https://www.ups.com/track/1Z999' where order_number = ?`, [orderNumber]);
    const cookie = await sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL }));

    expect((await resend(orderNumber, cookie, 'confirmation')).statusCode).toBe(200);
    expect((await resend(orderNumber, cookie, 'shipping')).statusCode).toBe(200);
    expect((await resend(other, cookie, 'confirmation')).statusCode).toBe(200);
    expect((await resend(orderNumber, cookie, 'shipping')).statusCode).toBe(429);
    expect(await app.services.jobs.drain()).toEqual({ completed: 3, failed: [] });
  });

  it('counts nothing for a resend refused for another reason', async () => {
    const orderNumber = await orderWithItsConfirmation('unshipped@example.com');
    const cookie = await sessionCookieFor(app, await createUser({ email: ADMIN_EMAIL }));
    // Not shipped: a 400, which leaves the shipping e-mail free to go once it has.
    expect((await resend(orderNumber, cookie, 'shipping')).statusCode).toBe(400);
    await query(`update orders set carrier = 'UPS', tracking_number = '1Z998' where order_number = ?`, [orderNumber]);
    expect((await resend(orderNumber, cookie, 'shipping')).statusCode).toBe(200);
  });

  it('refuses tRPC alike', async () => {
    const orderNumber = await orderWithItsConfirmation('trpc@example.com');
    const staff = await callerFor(await createUser({ email: ADMIN_EMAIL }), { services: app.services });
    await staff.admin.orders.resendEmail({ orderNumber, type: 'confirmation' });
    await expect(staff.admin.orders.resendEmail({ orderNumber, type: 'confirmation' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'This e-mail was sent again less than a minute ago; it can be sent again in 10 minutes.',
    });
  });
});
