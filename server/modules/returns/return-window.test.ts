import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETURN_WINDOW_MESSAGE, returnWindowMessage, type ReturnLookupAnswer } from '../../../src/returns.ts';
import type { App } from '../../app.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { testApp } from '../../test/helpers.ts';
import { testMailbox } from '../../test/mailbox.ts';
import { createUser } from '../../test/helpers.ts';
import { customerOrder, guestOrder, multipartBody, photoOf } from '../../test/return-fixtures.ts';

/**
 * The return window in calendar days (spec section 5): through the 7th day after the day the order was
 * made, both counted in New York, decided by the server's clock. The order below is made at 22:30 on
 * Wednesday 28 October 2026 in New York, already the 29th in UTC; summer time ends on 1 November, so
 * 7 × 24 hours and 7 calendar days part by an hour, and the 7th day is Wednesday 4 November.
 */

const ORDERED_AT = new Date('2026-10-28T22:30:00-04:00');
const LAST_DAY = '2026-11-04';

let now = new Date();
let app: App;

beforeAll(async () => {
  await testMailbox();
  app = await testApp({ clock: () => new Date(now) });
});
afterAll(() => app.close());
beforeEach(async () => {
  await resetDatabase();
  now = new Date();
});

let sequence = 0;

const dateBack = async (order: { id: number }) =>
  (await testOrm()).em.fork().getConnection().execute('update orders set created_at = ? where id = ?', [ORDERED_AT, order.id]);

/** A guest's order made at ORDERED_AT: placed through checkout, then dated back as if made then. */
async function orderMadeThen() {
  const email = `window-${(sequence += 1)}@example.com`;
  const order = await guestOrder(app, email);
  await dateBack(order);
  return { email, order };
}

/** A signed-in customer's order in `tier`, made at ORDERED_AT. */
async function memberOrderMadeThen(tier: 'none' | 'silver' | 'gold' | 'platinum') {
  const user = await createUser({ email: `member-${(sequence += 1)}@example.com`, premiumStatus: tier });
  const order = await customerOrder(app, user);
  await dateBack(order);
  return { user, email: user.email, order };
}

const setTier = async (userId: number, tier: string) =>
  (await testOrm()).em.fork().getConnection().execute('update users set premium_status = ? where id = ?', [tier, userId]);

/** Each call from its own address, so the lookup's failure limit never counts against another. */
const remoteAddress = () => `198.51.100.${(sequence += 1) % 250}`;

async function lookupAt(at: string, email: string, orderNumber: string): Promise<ReturnLookupAnswer> {
  now = new Date(at);
  const response = await app.inject({ method: 'POST', url: '/api/returns/lookup', remoteAddress: remoteAddress(), payload: { email, orderNumber } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function requestAt(at: string, email: string, order: { orderNumber: string; items: { id: number }[] }) {
  now = new Date(at);
  const fields = { orderNumber: order.orderNumber, customerEmail: email, orderItemId: String(order.items[0]!.id), reason: 'defective' };
  return app.inject({ method: 'POST', url: '/api/returns/request', remoteAddress: remoteAddress(), ...(await multipartBody(fields, [await photoOf('jpeg')])) });
}

describe('the return window, in New York calendar days', () => {
  it('is open on the 7th day after the order from 00:01 to 23:59, and the lookup says so with the last day', async () => {
    const { email, order } = await orderMadeThen();
    for (const at of ['2026-11-04T00:01:00-05:00', '2026-11-04T23:59:00-05:00']) {
      expect((await lookupAt(at, email, order.orderNumber)).returnWindow).toEqual({ open: true, lastDay: LAST_DAY });
    }
    const response = await requestAt('2026-11-04T23:59:00-05:00', email, order);
    expect(response.statusCode).toBe(201);
  });

  it('is closed on the 8th day from 00:01 on: the lookup says so and the request is refused with the spec message', async () => {
    const { email, order } = await orderMadeThen();
    for (const at of ['2026-11-05T00:01:00-05:00', '2026-11-05T23:59:00-05:00']) {
      expect((await lookupAt(at, email, order.orderNumber)).returnWindow).toEqual({ open: false, lastDay: LAST_DAY });
      const response = await requestAt(at, email, order);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: RETURN_WINDOW_MESSAGE });
    }
  });

  it('counts from the day in New York, not in UTC: the first minute of the 8th day is late, the last of the 7th is not', async () => {
    const { email, order } = await orderMadeThen();
    // 04:59 UTC on 5 November is still 23:59 on the 4th in New York.
    expect((await lookupAt('2026-11-05T04:59:00Z', email, order.orderNumber)).returnWindow.open).toBe(true);
    expect((await lookupAt('2026-11-05T05:00:00Z', email, order.orderNumber)).returnWindow.open).toBe(false);
  });
});

describe('the return window of a premium tier, as the order was given it', () => {
  // 28 October + 20 days: Tuesday 17 November; + 30: Friday 27 November.
  const DAY_20 = '2026-11-17T12:00:00-05:00';

  it('lets a gold order be returned on day 20, through the 30th day after it', async () => {
    const { email, order } = await memberOrderMadeThen('gold');
    expect(order).toMatchObject({ returnWindowDays: 30, freeReturnShipping: true });
    expect((await lookupAt('2026-11-27T23:59:00-05:00', email, order.orderNumber)).returnWindow).toEqual({ open: true, lastDay: '2026-11-27' });
    expect((await lookupAt('2026-11-28T00:01:00-05:00', email, order.orderNumber)).returnWindow.open).toBe(false);
    expect((await requestAt(DAY_20, email, order)).statusCode).toBe(201);
  });

  it('refuses a standard customer\'s order on day 8, as a guest\'s', async () => {
    const { email, order } = await memberOrderMadeThen('none');
    expect(order).toMatchObject({ returnWindowDays: 7, freeReturnShipping: false });
    const response = await requestAt('2026-11-05T09:00:00-05:00', email, order);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: returnWindowMessage(7) });
  });

  it('keeps the window the order was placed with when the customer\'s tier changes afterwards, either way', async () => {
    const gold = await memberOrderMadeThen('gold');
    const standard = await memberOrderMadeThen('none');
    await setTier(gold.user.id, 'none');
    await setTier(standard.user.id, 'platinum');

    expect((await lookupAt(DAY_20, gold.email, gold.order.orderNumber)).returnWindow).toEqual({ open: true, lastDay: '2026-11-27' });
    expect((await requestAt(DAY_20, gold.email, gold.order)).statusCode).toBe(201);
    const late = await requestAt('2026-11-05T09:00:00-05:00', standard.email, standard.order);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: returnWindowMessage(7) });
  });
});
