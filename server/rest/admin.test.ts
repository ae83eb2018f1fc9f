import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminCoupon } from '../../src/coupons.ts';
import type { AdminCustomer, AdminPremiumIp } from '../../src/admin.ts';
import type { AdminReturn } from '../../src/returns.ts';
import { SANCTIONED_MESSAGE } from '../../src/sanctions.ts';
import type { App } from '../app.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import type { User } from '../modules/user/user.entity.ts';
import { intentInput, query } from '../test/checkout-fixtures.ts';
import { resetDatabase } from '../test/database.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser, testApp, testClock } from '../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox } from '../test/mailbox.ts';
import { multipartBody, photoOf, sessionCookieFor } from '../test/return-fixtures.ts';

/** The admin dashboard's documented calls over HTTP (spec sections 5 and 7). */

const clock = testClock();
let app: App;

beforeAll(async () => {
  app = await testApp({ clock });
});
afterAll(() => app.close());
beforeEach(resetDatabase);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (method: Method, url: string, cookie: string | null, payload?: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({
    method,
    url,
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as object }),
    cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
  });

const cookieOf = (user: User) => sessionCookieFor(app, user);
const adminCookie = async () => cookieOf(await createUser({ email: ADMIN_EMAIL }));

/** A date this many days from the test clock's now, as the form sends it (YYYY-MM-DD). */
const daysAhead = (days: number) => new Date(clock().getTime() + days * 86_400_000).toISOString().slice(0, 10);

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const COUPON = { code: 'spring-10', discountType: 'percentage', discountValue: '10', expiresAt: daysAhead(30) };

describe('authorisation', () => {
  const PATHS: [Method, string, unknown?][] = [
    ['GET', '/api/admin/premium-customers'],
    ['POST', '/api/admin/premium-status', { userId: 999_999, status: 'gold' }],
    ['GET', '/api/admin/premium-ips'],
    ['POST', '/api/admin/premium-ip', { userId: 999_999, ipAddress: '203.0.113.7' }],
    ['DELETE', '/api/admin/premium-ip/999999'],
    ['GET', '/api/admin/coupons'],
    ['POST', '/api/admin/coupons', COUPON],
    ['PUT', '/api/admin/coupons/999999', COUPON],
    ['DELETE', '/api/admin/coupons/999999'],
    ['POST', '/api/test-email', { email: 'someone@example.com', type: 'order' }],
  ];

  it.each(PATHS)('%s %s: 401 without a session, 403 for a customer, and a customer changes nothing', async (method, url, payload) => {
    const customer = await createUser();
    const before = await query('select id, premium_status from users order by id');

    const anonymous = await call(method, url, null, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });
    const signedIn = await call(method, url, await cookieOf(customer), payload);
    expect(signedIn.statusCode).toBe(403);
    expect(signedIn.json()).toEqual({ message: expect.any(String) });

    expect(await query('select id, premium_status from users order by id')).toEqual(before);
    expect(await query('select id from premium_ips union all select id from coupons')).toEqual([]);
    expect((await testMailbox()).sentTo('someone@example.com')).toEqual([]);
  });

  it('lets an admin through on every path', async () => {
    const cookie = await adminCookie();
    const statuses = [];
    for (const [method, url, payload] of PATHS) statuses.push((await call(method, url, cookie, payload)).statusCode);
    // Each reaches its procedure: lists, writes, and the 404s of the ids that these bodies name but do not exist.
    expect(statuses).toEqual([200, 404, 200, 404, 404, 200, 201, 404, 404, 200]);
  });
});

describe('premium customers', () => {
  it('lists every customer newest first with their spend, a page at a time, searched by e-mail or name and filtered by tier', async () => {
    const cookie = await adminCookie();
    const grace = await createUser({ email: 'grace@harbour.example', firstName: 'Grace', lastName: 'Hopper', totalSpent: '1250.00', orderCount: 3 });
    const alan = await createUser({ email: 'alan@example.com', firstName: 'Alan', lastName: 'Turing', premiumStatus: 'gold' });
    const edsger = await createUser({ email: 'edsger@example.com', firstName: 'Edsger', lastName: 'Dijkstra' });

    const first = await call('GET', '/api/admin/premium-customers?limit=2', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('4');
    expect((first.json() as AdminCustomer[]).map((customer) => customer.email)).toEqual([edsger.email, alan.email]);
    const second = await call('GET', `/api/admin/premium-customers?limit=2&cursor=${first.headers['x-next-cursor'] as string}`, cookie);
    expect((second.json() as AdminCustomer[]).map((customer) => customer.email)).toEqual([grace.email, ADMIN_EMAIL]);
    expect(second.headers['x-next-cursor']).toBeUndefined();

    const byName = await call('GET', '/api/admin/premium-customers?search=grace%20hop', cookie);
    expect(byName.json()).toEqual([
      {
        id: grace.id,
        email: 'grace@harbour.example',
        firstName: 'Grace',
        lastName: 'Hopper',
        premiumStatus: 'none',
        premiumSince: null,
        vipNotes: null,
        totalSpent: '1250.00',
        orderCount: 3,
        createdAt: expect.any(String),
      },
    ]);
    expect(byName.headers['x-total-count']).toBe('1');
    const byEmail = await call('GET', '/api/admin/premium-customers?search=HARBOUR', cookie);
    expect((byEmail.json() as AdminCustomer[]).map((customer) => customer.id)).toEqual([grace.id]);
    // A % or _ is looked for as typed, not as a wildcard.
    expect((await call('GET', '/api/admin/premium-customers?search=%25', cookie)).json()).toEqual([]);
    const gold = await call('GET', '/api/admin/premium-customers?tier=gold', cookie);
    expect((gold.json() as AdminCustomer[]).map((customer) => customer.id)).toEqual([alan.id]);

    expect((await call('GET', '/api/admin/premium-customers?tier=diamond', cookie)).json()).toEqual({
      message: 'tier: Status must be one of none, silver, gold or platinum',
    });
    expect((await call('GET', '/api/admin/premium-customers?cursor=abc', cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/premium-customers?limit=500', cookie)).statusCode).toBe(400);
  });

  it('sets a tier with VIP notes: premiumSince from the first tier, kept between tiers, cleared with none', async () => {
    const cookie = await adminCookie();
    const customer = await createUser({ email: 'vip@example.com' });
    const setStatus = (body: object) => call('POST', '/api/admin/premium-status', cookie, body);

    const silver = await setStatus({ userId: customer.id, status: 'silver', notes: 'Collects harbour scenes' });
    expect(silver.statusCode).toBe(200);
    expect(silver.json()).toMatchObject({
      id: customer.id,
      premiumStatus: 'silver',
      premiumSince: clock().toISOString(),
      vipNotes: 'Collects harbour scenes',
    });

    clock.advance(86_400_000);
    // Notes left out stay; the tier changes, the date it began does not.
    const gold = await setStatus({ userId: String(customer.id), status: 'gold' });
    expect(gold.json()).toMatchObject({
      premiumStatus: 'gold',
      premiumSince: (silver.json() as AdminCustomer).premiumSince,
      vipNotes: 'Collects harbour scenes',
    });

    const none = await setStatus({ userId: customer.id, status: 'none', notes: '' });
    expect(none.json()).toMatchObject({ premiumStatus: 'none', premiumSince: null, vipNotes: null });
    expect(await query('select premium_status, premium_since, vip_notes from users where id = ?', [customer.id])).toEqual([
      { premium_status: 'none', premium_since: null, vip_notes: null },
    ]);
  });

  it('refuses an unknown status (400), no customer chosen (400) and an unknown customer (404), changing nothing', async () => {
    const cookie = await adminCookie();
    const customer = await createUser();
    const setStatus = (body: object) => call('POST', '/api/admin/premium-status', cookie, body);

    const unknownStatus = await setStatus({ userId: customer.id, status: 'diamond' });
    expect(unknownStatus.statusCode).toBe(400);
    expect(unknownStatus.json()).toEqual({ message: 'status: Status must be one of none, silver, gold or platinum' });
    expect((await setStatus({ userId: '', status: 'gold' })).json()).toEqual({ message: 'userId: Please select a customer' });
    expect((await setStatus({ status: 'gold' })).json()).toEqual({ message: 'userId: Please select a customer' });
    expect((await setStatus({ userId: customer.id, status: 'gold', notes: 'x'.repeat(1001) })).statusCode).toBe(400);
    const unknownCustomer = await setStatus({ userId: customer.id + 1000, status: 'gold' });
    expect(unknownCustomer.statusCode).toBe(404);
    expect(unknownCustomer.json()).toEqual({ message: 'There is no customer with that id.' });
    expect(await query('select premium_status from users where id = ?', [customer.id])).toEqual([{ premium_status: 'none' }]);
  });

  it("shows a customer's tier and VIP notes on their return requests in the admin view", async () => {
    const cookie = await adminCookie();
    const customer = await createUser({ email: 'collector@example.com' });
    const shopper = await callerFor(customer, { services: app.services });
    const product = await createProduct();
    await shopper.cart.add({ productId: product.id, quantity: 1 });
    await query(
      "insert into coupons (code, discount_type, discount_value, expires_at) values ('ALLFREE', 'percentage', 100, now() + interval '1 day')",
    );
    const order = await shopper.checkout.placeFreeOrder(intentInput({ couponCode: 'ALLFREE' }));
    await call('POST', '/api/admin/premium-status', cookie, { userId: customer.id, status: 'platinum', notes: 'Prefers gallery wrap' });

    const { payload, headers } = await multipartBody(
      { orderNumber: order.orderNumber, customerEmail: customer.email, orderItemId: String(order.items[0]!.id), reason: 'defective' },
      [await photoOf('jpeg')],
    );
    expect((await app.inject({ method: 'POST', url: '/api/returns/request', payload, headers })).statusCode).toBe(201);

    const [request] = (await call('GET', '/api/admin/returns', cookie)).json() as AdminReturn[];
    expect(request).toMatchObject({ orderNumber: order.orderNumber, customerPremiumStatus: 'platinum', customerVipNotes: 'Prefers gallery wrap' });
  });
});

describe('VPN whitelist', () => {
  it('adds an entry for a customer (201), lists it with their e-mail and tier, and removes it (404 when already gone)', async () => {
    const cookie = await adminCookie();
    const customer = await createUser({ email: 'traveller@example.com', premiumStatus: 'gold' });
    const added = await call('POST', '/api/admin/premium-ip', cookie, {
      userId: customer.id,
      ipAddress: ' 203.0.113.7 ',
      ipRange: '203.0.113.0/24',
      vpnProvider: 'Mullvad',
      reason: 'Travels to Cuba for work',
    });
    expect(added.statusCode).toBe(201);
    const entry = added.json() as AdminPremiumIp;
    expect(entry).toEqual({
      id: expect.any(Number),
      userId: customer.id,
      userEmail: 'traveller@example.com',
      userPremiumStatus: 'gold',
      ipAddress: '203.0.113.7',
      ipRange: '203.0.113.0/24',
      vpnProvider: 'Mullvad',
      reason: 'Travels to Cuba for work',
      isActive: true,
      createdAt: expect.any(String),
    });
    const ipv6 = await call('POST', '/api/admin/premium-ip', cookie, { userId: customer.id, ipAddress: '2001:db8::1', ipRange: '', vpnProvider: '' });
    expect(ipv6.json()).toMatchObject({ ipAddress: '2001:db8::1', ipRange: null, vpnProvider: null, reason: null });

    const listed = await call('GET', '/api/admin/premium-ips', cookie);
    expect(listed.headers['x-total-count']).toBe('2');
    expect((listed.json() as AdminPremiumIp[]).map((row) => row.ipAddress)).toEqual(['2001:db8::1', '203.0.113.7']);
    expect((await call('GET', '/api/admin/premium-ips?search=traveller', cookie)).headers['x-total-count']).toBe('2');
    expect((await call('GET', '/api/admin/premium-ips?search=203.0', cookie)).json()).toEqual([entry]);

    const removed = await call('DELETE', `/api/admin/premium-ip/${entry.id}`, cookie);
    expect(removed.json()).toEqual({ id: entry.id });
    const again = await call('DELETE', `/api/admin/premium-ip/${entry.id}`, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'There is no whitelist entry with that id.' });
    expect((await call('DELETE', '/api/admin/premium-ip/abc', cookie)).statusCode).toBe(400);
  });

  it.each([
    [{ ipAddress: '203.0.113.7' }, 'userId: Please select a customer'],
    [{ userId: 'USER', ipAddress: '203.0.113.7' }, 'userId: Please select a customer'],
    [{ userId: 1, ipAddress: '' }, 'ipAddress: Please enter an IP address'],
    [{ userId: 1 }, 'ipAddress: Please enter an IP address'],
    [{ userId: 1, ipAddress: '203.0.113' }, 'ipAddress: Enter a valid IPv4 or IPv6 address, such as 203.0.113.7'],
    [{ userId: 1, ipAddress: '0x7f.1' }, 'ipAddress: Enter a valid IPv4 or IPv6 address, such as 203.0.113.7'],
    [{ userId: 1, ipAddress: '203.0.113.7', ipRange: '203.0.113.0' }, 'ipRange: Enter the range in CIDR notation, such as 203.0.113.0/24'],
    [{ userId: 1, ipAddress: '203.0.113.7', ipRange: '203.0.113.0/33' }, 'ipRange: Enter the range in CIDR notation, such as 203.0.113.0/24'],
    [{ userId: 1, ipAddress: '203.0.113.7', ipRange: '198.51.100.0/24' }, 'ipRange: The CIDR range must contain the IP address'],
    [{ userId: 1, ipAddress: '203.0.113.7', ipRange: '2001:db8::/32' }, 'ipRange: The CIDR range must contain the IP address'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const cookie = await adminCookie();
    const response = await call('POST', '/api/admin/premium-ip', cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await query('select id from premium_ips')).toEqual([]);
  });

  it('refuses an unknown customer with 404', async () => {
    const response = await call('POST', '/api/admin/premium-ip', await adminCookie(), { userId: 999_999, ipAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no customer with that id.' });
    expect(await query('select id from premium_ips')).toEqual([]);
  });

  it("lets a premium customer's whitelisted address through the sanctions check, and blocks it again once removed", async () => {
    const admin = await adminCookie();
    const customer = await createUser({ email: 'premium@example.com' });
    const cookie = await cookieOf(customer);
    // 152.206.0.1 is in Cuba by the bundled location database (location.test.ts).
    const cuban = '152.206.0.1';
    const location = async () => (await call('GET', '/api/location-info', cookie, undefined, cuban)).json() as { isSanctioned: boolean };
    const coupon = async () => (await call('POST', '/api/coupons/validate', cookie, { code: 'NOPE', orderAmount: 100 }, cuban)).statusCode;
    const product = await createProduct();
    await call('POST', '/api/cart', cookie, { productId: product.id, quantity: 1 }, '127.0.0.1');
    const paying = async () => {
      const response = await call('POST', '/api/create-payment-intent', cookie, { ...intentInput(), amount: 1 }, cuban);
      return response.statusCode === 403 ? (response.json() as { message: string }).message : 'allowed';
    };

    expect(await location()).toMatchObject({ isSanctioned: true });
    expect(await paying()).toBe(SANCTIONED_MESSAGE);

    const entry = (
      await call('POST', '/api/admin/premium-ip', admin, { userId: customer.id, ipAddress: '152.206.0.9', ipRange: '152.206.0.0/24' })
    ).json() as AdminPremiumIp;
    // An entry of a customer without a tier lets nothing through.
    expect(await location()).toMatchObject({ isSanctioned: true });

    await call('POST', '/api/admin/premium-status', admin, { userId: customer.id, status: 'silver' });
    expect(await location()).toMatchObject({ isSanctioned: false });
    expect(await paying()).toBe('allowed');
    expect(await coupon()).not.toBe(403);

    expect((await call('DELETE', `/api/admin/premium-ip/${entry.id}`, admin)).statusCode).toBe(200);
    expect(await location()).toMatchObject({ isSanctioned: true });
    expect(await paying()).toBe(SANCTIONED_MESSAGE);
  });
});

describe('coupons', () => {
  const validate = (code: string, orderAmount = 200) => call('POST', '/api/coupons/validate', null, { code, orderAmount });

  it('creates, lists, edits and deletes a coupon, each change holding for the very next validation', async () => {
    const cookie = await adminCookie();
    const created = await call('POST', '/api/admin/coupons', cookie, { ...COUPON, minOrderAmount: '', maxUses: '', campaignName: ' Spring ' });
    expect(created.statusCode).toBe(201);
    const coupon = created.json() as AdminCoupon;
    expect(coupon).toEqual({
      id: expect.any(Number),
      code: 'SPRING-10',
      discountType: 'percentage',
      discountValue: '10.00',
      minOrderAmount: null,
      maxUses: null,
      currentUses: 0,
      isActive: true,
      // The end of that day in Miami: 04:59 UTC the next morning in winter, 03:59 in summer.
      expiresAt: expect.stringMatching(new RegExp(`^${dayAfter(COUPON.expiresAt)}T0[34]:59:59\\.999Z$`)),
      state: 'Active',
      customerId: null,
      customerEmail: null,
      campaignName: 'Spring',
      campaignDescription: null,
      notes: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await validate('spring-10')).json()).toMatchObject({ code: 'SPRING-10', discountAmount: '20.00' });

    const listed = await call('GET', '/api/admin/coupons', cookie);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json()).toEqual([coupon]);

    const edited = await call('PUT', `/api/admin/coupons/${coupon.id}`, cookie, {
      ...COUPON,
      discountType: 'fixed',
      discountValue: 25.5,
      minOrderAmount: '150',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: coupon.id, discountType: 'fixed', discountValue: '25.50', minOrderAmount: '150.00' });
    expect((await validate('SPRING-10')).json()).toMatchObject({ discountAmount: '25.50' });
    expect((await validate('SPRING-10', 100)).json()).toEqual({ message: 'This coupon needs an order of at least $150.00' });

    await call('PUT', `/api/admin/coupons/${coupon.id}`, cookie, { ...COUPON, isActive: false });
    expect((await validate('SPRING-10')).json()).toEqual({ message: 'This coupon is no longer active' });

    const removed = await call('DELETE', `/api/admin/coupons/${coupon.id}`, cookie);
    expect(removed.json()).toEqual({ id: coupon.id });
    const gone = await validate('SPRING-10');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'This coupon code is not valid' });
    expect((await call('DELETE', `/api/admin/coupons/${coupon.id}`, cookie)).statusCode).toBe(404);
    const editGone = await call('PUT', `/api/admin/coupons/${coupon.id}`, cookie, COUPON);
    expect(editGone.statusCode).toBe(404);
    expect(editGone.json()).toEqual({ message: 'There is no coupon with that id.' });
  });

  it('shows a coupon past its expiry as Expired, and checkout no longer takes it', async () => {
    const cookie = await adminCookie();
    await call('POST', '/api/admin/coupons', cookie, { ...COUPON, expiresAt: new Date(clock().getTime() + 3_600_000).toISOString() });
    clock.advance(2 * 3_600_000);
    expect((await call('GET', '/api/admin/coupons', cookie)).json()).toMatchObject([{ code: 'SPRING-10', state: 'Expired' }]);
  });

  it('refuses a duplicate code whatever its letter case (409), on create and on edit', async () => {
    const cookie = await adminCookie();
    const first = (await call('POST', '/api/admin/coupons', cookie, COUPON)).json() as AdminCoupon;
    const duplicate = await call('POST', '/api/admin/coupons', cookie, { ...COUPON, code: 'Spring-10' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'A coupon with the code SPRING-10 already exists' });

    const other = (await call('POST', '/api/admin/coupons', cookie, { ...COUPON, code: 'SUMMER' })).json() as AdminCoupon;
    expect((await call('PUT', `/api/admin/coupons/${other.id}`, cookie, COUPON)).statusCode).toBe(409);
    // Saving a coupon under its own code is no clash.
    expect((await call('PUT', `/api/admin/coupons/${first.id}`, cookie, { ...COUPON, discountValue: '15' })).statusCode).toBe(200);
    expect(await query('select code from coupons order by id')).toEqual([{ code: 'SPRING-10' }, { code: 'SUMMER' }]);
  });

  it.each([
    [{ ...COUPON, code: '' }, 'code: Coupon code is required'],
    [{ ...COUPON, code: 'SPRING 10' }, 'code: Use letters, digits, - and _ only'],
    [{ ...COUPON, code: 'X'.repeat(51) }, 'code: A coupon code has at most 50 characters'],
    [{ ...COUPON, discountValue: '' }, 'discountValue: Discount value is required'],
    [{ ...COUPON, discountValue: 'ten' }, 'discountValue: Discount value must be an amount such as 25 or 12.50'],
    [{ ...COUPON, discountValue: '0' }, 'discountValue: Discount value must be more than 0'],
    [{ ...COUPON, discountValue: '100.01' }, 'discountValue: A percentage discount is at most 100'],
    [{ ...COUPON, discountType: 'bogo' }, 'discountType: Discount type must be percentage or fixed'],
    [{ ...COUPON, minOrderAmount: '-5' }, 'minOrderAmount: Minimum order amount must be an amount such as 25 or 12.50'],
    [{ ...COUPON, maxUses: '0' }, 'maxUses: Max uses must be a whole number of at least 1'],
    [{ ...COUPON, maxUses: 2.5 }, 'maxUses: Max uses must be a whole number of at least 1'],
    [{ ...COUPON, expiresAt: '' }, 'expiresAt: Expiry date is required'],
    [{ ...COUPON, expiresAt: '2027-02-30' }, 'expiresAt: Enter the expiry as a date such as 2027-12-31'],
    [{ ...COUPON, expiresAt: '9999-12-31' }, 'expiresAt: The expiry must be a day from 2000-01-01 to 2100-12-31'],
    [{ ...COUPON, expiresAt: '0000-01-01T00:00:00Z' }, 'expiresAt: The expiry must be a day from 2000-01-01 to 2100-12-31'],
    [{ ...COUPON, customerId: 'someone' }, 'customerId: Customer must be a customer id'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const response = await call('POST', '/api/admin/coupons', await adminCookie(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await query('select id from coupons')).toEqual([]);
  });

  it('makes a private coupon for a known customer only (404 otherwise), usable by them alone', async () => {
    const cookie = await adminCookie();
    const customer = await createUser({ email: 'private@example.com' });
    const unknown = await call('POST', '/api/admin/coupons', cookie, { ...COUPON, customerId: customer.id + 1000 });
    expect(unknown.statusCode).toBe(404);
    expect(await query('select id from coupons')).toEqual([]);

    const created = await call('POST', '/api/admin/coupons', cookie, { ...COUPON, customerId: String(customer.id) });
    expect(created.json()).toMatchObject({ customerId: customer.id, customerEmail: 'private@example.com' });
    expect((await validate('SPRING-10')).statusCode).toBe(404);
    const theirs = await call('POST', '/api/coupons/validate', await cookieOf(customer), { code: 'SPRING-10', orderAmount: 200 });
    expect(theirs.json()).toMatchObject({ discountAmount: '20.00' });
  });

  it('deletes a coupon orders used, leaving those orders as they were; its limit never drops below its uses', async () => {
    const cookie = await adminCookie();
    const coupon = (
      await call('POST', '/api/admin/coupons', cookie, { ...COUPON, code: 'GIFT', discountValue: '100', maxUses: 5 })
    ).json() as AdminCoupon;
    const shopper = await callerFor(await createUser(), { services: app.services });
    await shopper.cart.add({ productId: (await createProduct({ price: '120.00' })).id, quantity: 1 });
    const order = await shopper.checkout.placeFreeOrder(intentInput({ couponCode: 'GIFT' }));
    expect(order).toMatchObject({ couponCode: 'GIFT', discount: '120.00', total: '0.00' });

    const lowered = await call('PUT', `/api/admin/coupons/${coupon.id}`, cookie, { ...COUPON, code: 'GIFT', discountValue: '100', maxUses: 0 });
    expect(lowered.json()).toEqual({ message: 'maxUses: Max uses must be a whole number of at least 1' });
    // One use so far: a limit of 1 is the lowest that holds.
    expect(
      (await call('PUT', `/api/admin/coupons/${coupon.id}`, cookie, { ...COUPON, code: 'GIFT', discountValue: '100', maxUses: 1 })).json(),
    ).toMatchObject({
      maxUses: 1,
      currentUses: 1,
    });

    expect((await call('DELETE', `/api/admin/coupons/${coupon.id}`, cookie)).statusCode).toBe(200);
    expect(await query('select coupon_code, discount, total from orders where id = ?', [order.id])).toEqual([
      { coupon_code: 'GIFT', discount: '120.00', total: '0.00' },
    ]);
  });
});

describe('POST /api/test-email', () => {
  it.each([
    ['order', 'Your Canvas & Light order CL-SAMPLE-0000', ['Total (USD): $402.53', 'Misty Lagoon at Dawn', 'Shipping to:', '1200 Brickell Avenue']],
    [
      'shipping',
      'Your Canvas & Light order CL-SAMPLE-0000 has shipped',
      [
        'Carrier: USPS',
        'Tracking number: 9400111899223197428490',
        'Track your parcel: https://tools.usps.com/',
        '1 × Harbour Lights',
        'Miami, FL 33131',
      ],
    ],
  ])('sends the real %s template with a sample order to the address', async (type, subject, content) => {
    const response = await call('POST', '/api/test-email', await adminCookie(), { email: 'Tester@Example.com', type });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: expect.stringContaining('tester@example.com'),
      to: 'tester@example.com',
      type,
      subject: `[Test] ${subject}`,
    });

    const mail = decodeQuotedPrintable((await (await testMailbox()).next('tester@example.com')).raw);
    expect(mail).toContain(`Subject: [Test] ${subject}`);
    expect(mail).toMatch(/Content-Type: text\/html/);
    for (const text of content) expect(mail).toContain(text);
  });

  it.each([
    [{ email: 'not-an-address', type: 'order' }, 'email: Please enter a valid email address'],
    [{ email: '', type: 'order' }, 'email: Please enter your email address'],
    [{ email: 'tester@example.com', type: 'invoice' }, 'type: Type must be order or shipping'],
    [{ email: 'tester@example.com' }, 'type: Type must be order or shipping'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const response = await call('POST', '/api/test-email', await adminCookie(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
