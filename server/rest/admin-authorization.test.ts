import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { ADMINS_ONLY } from '../modules/auth/gate.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { appRouter } from '../trpc/root.ts';
import { query } from '../test/checkout-fixtures.ts';
import { resetDatabase } from '../test/database.ts';
import { documentedPaths } from '../test/documented-paths.ts';
import { ADMIN_EMAIL, callerFor, createUser, SUPPORT_STAFF_EMAIL, testApp } from '../test/helpers.ts';
import { guestOrder, photoOf, sessionCookieFor } from '../test/return-fixtures.ts';

/**
 * The back office's authorisation matrix: every admin call, over tRPC and over its documented REST
 * path, as nobody (401), a customer (403), support staff (through, or 403 saying what support may do)
 * and an admin (through). A call "through" may still answer 404 or 503 (the ids below name nothing,
 * Printify is not configured here): only 401 and 403 are the gate's. A new admin procedure or path
 * fails the completeness checks until it has its row.
 */

type Caller = Awaited<ReturnType<typeof callerFor>>;

/** Whether support staff may make the call (admins may make every one). */
type Access = 'support' | 'admins';

const COUPON = { code: 'GATE10', discountType: 'percentage', discountValue: '10', expiresAt: '2099-12-31' } as const;
const NO_ORDER = 'CL-20261126-NOPE00';
const SHIPPING_FIX = { firstName: 'Cher', address: '1 Ocean Drive', city: 'Miami', state: 'FL', zipCode: '33139', country: 'US' };

/** Every procedure under `admin.` and `printify.`, by its path. */
const PROCEDURES: Record<string, { access: Access; call: (caller: Caller) => Promise<unknown> }> = {
  'admin.stats': { access: 'support', call: (c) => c.admin.stats() },
  'admin.refunds': { access: 'support', call: (c) => c.admin.refunds() },
  'admin.contactMessages.list': { access: 'support', call: (c) => c.admin.contactMessages.list() },
  'admin.contactMessages.setStatus': { access: 'support', call: (c) => c.admin.contactMessages.setStatus({ id: 999_999, status: 'processed' }) },
  'admin.overview': { access: 'admins', call: (c) => c.admin.overview() },
  'admin.backups': { access: 'admins', call: (c) => c.admin.backups() },
  'admin.customers.list': { access: 'support', call: (c) => c.admin.customers.list() },
  'admin.customers.detail': { access: 'support', call: (c) => c.admin.customers.detail({ id: 999_999 }) },
  'admin.orders.list': { access: 'support', call: (c) => c.admin.orders.list() },
  'admin.orders.detail': { access: 'support', call: (c) => c.admin.orders.detail({ orderNumber: NO_ORDER }) },
  'admin.orders.refund': { access: 'admins', call: (c) => c.admin.orders.refund({ orderNumber: NO_ORDER, amount: '5.00', reason: 'Goodwill' }) },
  'admin.orders.cancel': { access: 'admins', call: (c) => c.admin.orders.cancel({ orderNumber: NO_ORDER, reason: 'Twice' }) },
  'admin.orders.resendEmail': { access: 'support', call: (c) => c.admin.orders.resendEmail({ orderNumber: NO_ORDER, type: 'confirmation' }) },
  'admin.orders.fixShipping': { access: 'support', call: (c) => c.admin.orders.fixShipping({ orderNumber: NO_ORDER, ...SHIPPING_FIX }) },
  'admin.returns.list': { access: 'support', call: (c) => c.admin.returns.list() },
  'admin.returns.decide': { access: 'support', call: (c) => c.admin.returns.decide({ id: 999_999, action: 'approve' }) },
  'admin.reviews.list': { access: 'support', call: (c) => c.admin.reviews.list() },
  'admin.reviews.decide': { access: 'admins', call: (c) => c.admin.reviews.decide({ id: 999_999, action: 'approve' }) },
  'admin.orders.markDelivered': { access: 'admins', call: (c) => c.admin.orders.markDelivered({ orderNumber: NO_ORDER }) },
  'admin.premium.customers': { access: 'support', call: (c) => c.admin.premium.customers() },
  'admin.premium.setStatus': { access: 'admins', call: (c) => c.admin.premium.setStatus({ userId: 999_999, status: 'gold' }) },
  'admin.premium.tiers': { access: 'support', call: (c) => c.admin.premium.tiers() },
  'admin.premium.updateTier': {
    access: 'admins',
    call: (c) => c.admin.premium.updateTier({ tier: 'silver', returnWindowDays: 14, freeReturnShipping: false, freeStandardShipping: false, printDiscountPercent: 0 }),
  },
  'admin.products.sizeChecks': { access: 'admins', call: (c) => c.admin.products.sizeChecks() },
  'admin.products.releaseSize': { access: 'admins', call: (c) => c.admin.products.releaseSize({ productId: 999_999, variantId: '24x36' }) },
  'admin.products.translations': { access: 'admins', call: (c) => c.admin.products.translations() },
  'admin.products.translation': { access: 'admins', call: (c) => c.admin.products.translation({ productId: 999_999 }) },
  'admin.products.saveTranslation': {
    access: 'admins',
    call: (c) => c.admin.products.saveTranslation({ productId: 999_999, locale: 'de', title: 'Hafen', description: '' }),
  },
  'admin.products.categoryTranslations': { access: 'admins', call: (c) => c.admin.products.categoryTranslations() },
  'admin.products.saveCategoryTranslation': {
    access: 'admins',
    call: (c) => c.admin.products.saveCategoryTranslation({ categoryId: 999_999, locale: 'de', name: 'Landschaften', description: '' }),
  },
  'admin.premium.ips': { access: 'admins', call: (c) => c.admin.premium.ips() },
  'admin.premium.addIp': { access: 'admins', call: (c) => c.admin.premium.addIp({ userId: 999_999, ipAddress: '203.0.113.7' }) },
  'admin.premium.removeIp': { access: 'admins', call: (c) => c.admin.premium.removeIp({ id: 999_999 }) },
  'admin.coupons.list': { access: 'admins', call: (c) => c.admin.coupons.list() },
  'admin.coupons.create': { access: 'admins', call: (c) => c.admin.coupons.create({ ...COUPON, customerId: 999_999 }) },
  'admin.coupons.update': { access: 'admins', call: (c) => c.admin.coupons.update({ ...COUPON, id: 999_999 }) },
  'admin.coupons.remove': { access: 'admins', call: (c) => c.admin.coupons.remove({ id: 999_999 }) },
  'admin.giftCards.list': { access: 'admins', call: (c) => c.admin.giftCards.list() },
  // An amount below the least: an admin gets through to the 400, so nothing is written.
  'admin.giftCards.issue': { access: 'admins', call: (c) => c.admin.giftCards.issue({ amount: '10', recipientEmail: 'friend@example.com' }) },
  'admin.giftCards.void': { access: 'admins', call: (c) => c.admin.giftCards.void({ id: 999_999, reason: 'Sent in error' }) },
  'admin.giftCards.adjust': { access: 'admins', call: (c) => c.admin.giftCards.adjust({ id: 999_999, amount: '5', reason: 'Goodwill' }) },
  'admin.audit.list': { access: 'admins', call: (c) => c.admin.audit.list() },
  'admin.testEmail': { access: 'admins', call: (c) => c.admin.testEmail({ email: 'not-an-address', type: 'order' }) },
  'printify.config': { access: 'admins', call: (c) => c.printify.config() },
  'printify.sync': { access: 'admins', call: (c) => c.printify.sync() },
  'printify.lastSync': { access: 'admins', call: (c) => c.printify.lastSync() },
  'printify.publishingStatus': { access: 'admins', call: (c) => c.printify.publishingStatus() },
  'printify.autoFixPublishing': { access: 'admins', call: (c) => c.printify.autoFixPublishing() },
  'printify.completePublishing': { access: 'admins', call: (c) => c.printify.completePublishing({ id: '5d39b159e7c48c000728c89f' }) },
  'printify.fixPublishingPermanently': { access: 'admins', call: (c) => c.printify.fixPublishingPermanently() },
};

interface PathRow {
  access: Access;
  url: string;
  payload?: object;
  /**
   * Customers' return photos do not exist for anyone but staff: 404 where the others answer 401 or
   * 403. Photo 1 is there (returnPhoto), so staff get it.
   */
  hidden?: true;
}

/** Every documented admin path (the table of paths in docs/api.md), by its spelling there. */
const PATHS: Record<string, PathRow> = {
  'GET /api/admin/returns': { access: 'support', url: '/api/admin/returns' },
  'POST /api/admin/returns/{id}/decision': { access: 'support', url: '/api/admin/returns/999999/decision', payload: { action: 'approve' } },
  'GET /api/admin/reviews': { access: 'support', url: '/api/admin/reviews' },
  'POST /api/admin/reviews/{id}/decision': { access: 'admins', url: '/api/admin/reviews/999999/decision', payload: { action: 'approve' } },
  'GET /api/admin/return-photos/{id}': { access: 'support', url: '/api/admin/return-photos/1', hidden: true },
  'GET /api/admin/return-photos/{id}/preview': { access: 'support', url: '/api/admin/return-photos/1/preview', hidden: true },
  'GET /api/admin/contact-submissions': { access: 'support', url: '/api/admin/contact-submissions' },
  'GET /api/admin/premium-customers': { access: 'support', url: '/api/admin/premium-customers' },
  'POST /api/admin/premium-status': { access: 'admins', url: '/api/admin/premium-status', payload: { userId: 999_999, status: 'gold' } },
  'GET /api/admin/premium-ips': { access: 'admins', url: '/api/admin/premium-ips' },
  'POST /api/admin/premium-ip': { access: 'admins', url: '/api/admin/premium-ip', payload: { userId: 999_999, ipAddress: '203.0.113.7' } },
  'DELETE /api/admin/premium-ip/{id}': { access: 'admins', url: '/api/admin/premium-ip/999999' },
  'GET /api/admin/coupons': { access: 'admins', url: '/api/admin/coupons' },
  'POST /api/admin/coupons': { access: 'admins', url: '/api/admin/coupons', payload: { ...COUPON, customerId: 999_999 } },
  'PUT /api/admin/coupons/{id}': { access: 'admins', url: '/api/admin/coupons/999999', payload: COUPON },
  'DELETE /api/admin/coupons/{id}': { access: 'admins', url: '/api/admin/coupons/999999' },
  'GET /api/admin/gift-cards': { access: 'admins', url: '/api/admin/gift-cards' },
  'POST /api/admin/gift-cards': { access: 'admins', url: '/api/admin/gift-cards', payload: { amount: '10', recipientEmail: 'friend@example.com' } },
  'POST /api/admin/gift-cards/{id}/void': { access: 'admins', url: '/api/admin/gift-cards/999999/void', payload: { reason: 'Sent in error' } },
  'POST /api/admin/gift-cards/{id}/adjust': { access: 'admins', url: '/api/admin/gift-cards/999999/adjust', payload: { amount: '5', reason: 'Goodwill' } },
  'GET /api/admin/overview': { access: 'admins', url: '/api/admin/overview' },
  'GET /api/admin/customers': { access: 'support', url: '/api/admin/customers' },
  'GET /api/admin/customers.csv': { access: 'support', url: '/api/admin/customers.csv' },
  'GET /api/admin/customers/{id}': { access: 'support', url: '/api/admin/customers/999999' },
  'GET /api/admin/orders': { access: 'support', url: '/api/admin/orders' },
  'GET /api/admin/orders.csv': { access: 'support', url: '/api/admin/orders.csv' },
  'GET /api/admin/orders/{orderNumber}': { access: 'support', url: `/api/admin/orders/${NO_ORDER}` },
  'POST /api/admin/orders/{orderNumber}/refunds': { access: 'admins', url: `/api/admin/orders/${NO_ORDER}/refunds`, payload: { amount: '5.00', reason: 'Goodwill' } },
  'POST /api/admin/orders/{orderNumber}/cancel': { access: 'admins', url: `/api/admin/orders/${NO_ORDER}/cancel`, payload: { reason: 'Twice' } },
  'POST /api/admin/orders/{orderNumber}/emails': { access: 'support', url: `/api/admin/orders/${NO_ORDER}/emails`, payload: { type: 'confirmation' } },
  'POST /api/admin/orders/{orderNumber}/shipping': { access: 'support', url: `/api/admin/orders/${NO_ORDER}/shipping`, payload: SHIPPING_FIX },
  'GET /api/admin/audit': { access: 'admins', url: '/api/admin/audit' },
  'GET /api/admin/audit.csv': { access: 'admins', url: '/api/admin/audit.csv' },
  'POST /api/test-email': { access: 'admins', url: '/api/test-email', payload: { email: 'not-an-address', type: 'order' } },
  'POST /api/printify/sync': { access: 'admins', url: '/api/printify/sync' },
  'GET /api/printify/publishing-status': { access: 'admins', url: '/api/printify/publishing-status' },
  'POST /api/printify/auto-fix-publishing': { access: 'admins', url: '/api/printify/auto-fix-publishing' },
  'POST /api/printify/complete-publishing/{id}': { access: 'admins', url: '/api/printify/complete-publishing/5d39b159e7c48c000728c89f' },
  'POST /api/printify/fix-publishing-permanently': { access: 'admins', url: '/api/printify/fix-publishing-permanently' },
};

type Role = 'nobody' | 'customer' | 'support' | 'admin';
const ROLES: readonly Role[] = ['nobody', 'customer', 'support', 'admin'];

/** What the gate answers `role` for a call support may or may not make: a status, or 'through'. */
function expected(role: Role, access: Access, hidden = false): 401 | 403 | 404 | 'through' {
  if (role === 'admin' || (role === 'support' && access === 'support')) return 'through';
  if (hidden) return 404;
  return role === 'nobody' ? 401 : 403;
}

let app: App;
const users: Partial<Record<Role, Awaited<ReturnType<typeof createUser>>>> = {};

beforeAll(async () => {
  app = await testApp();
  await app.ready();
});
afterAll(() => app.close());
beforeEach(async () => {
  await resetDatabase();
  users.customer = await createUser({ email: 'shopper@example.com' });
  users.support = await createUser({ email: SUPPORT_STAFF_EMAIL });
  users.admin = await createUser({ email: ADMIN_EMAIL });
});

/** A guest's order with a return request and its photo 1. */
async function returnPhoto() {
  const order = await guestOrder(app, 'guest@example.com');
  const [request] = await query<{ id: number }>(
    "insert into return_requests (order_id, order_item_id, customer_email, reason, status) values (?, ?, 'guest@example.com', 'defective', 'pending') returning id",
    [order.id, order.items[0]!.id],
  );
  const jpeg = (await photoOf('jpeg')).data;
  await query("insert into return_photos (return_request_id, position, content_type, width, height, data, preview) values (?, 0, 'image/jpeg', 8, 8, ?, ?)", [request!.id, jpeg, jpeg]);
}

/** An unknown path or procedure answers 404 too; "through" must mean the call ran. */
const tRPCOutcome = async (role: Role, call: (caller: Caller) => Promise<unknown>) => {
  try {
    await call(await callerFor(role === 'nobody' ? null : users[role]!, { services: app.services }));
    return { status: 'through' as const };
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    if (code === 'UNAUTHORIZED') return { status: 401 as const, message };
    if (code === 'FORBIDDEN') return { status: 403 as const, message };
    return { status: 'through' as const };
  }
};

describe('every admin procedure', () => {
  it('has a row in the matrix', () => {
    const procedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.') || path.startsWith('printify.'));
    expect(procedures.sort()).toEqual(Object.keys(PROCEDURES).sort());
  });

  for (const [path, { access, call }] of Object.entries(PROCEDURES)) {
    it(`${path}: nobody 401, a customer 403, support ${access === 'support' ? 'through' : '403'}, an admin through`, async () => {
      for (const role of ROLES) {
        const outcome = await tRPCOutcome(role, call);
        expect({ role, status: outcome.status }).toEqual({ role, status: expected(role, access) });
        if (role === 'support' && access === 'admins') expect(outcome.message).toBe(ADMINS_ONLY);
      }
    });
  }
});

describe('every documented admin path', () => {
  it('has a row in the matrix', () => {
    const admin = documentedPaths().filter((path) => /^\w+ \/api\/(admin\/|printify\/(?!webhook)|test-email)/.test(path));
    expect(admin.sort()).toEqual(Object.keys(PATHS).sort());
  });

  for (const [name, { access, url, payload, hidden }] of Object.entries(PATHS)) {
    it(`${name}: nobody ${hidden ? 404 : 401}, a customer ${hidden ? 404 : 403}, support ${access === 'support' ? 'through' : '403'}, an admin through`, async () => {
      const method = name.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      if (hidden) await returnPhoto();
      for (const role of ROLES) {
        const cookie = role === 'nobody' ? null : await sessionCookieFor(app, users[role]!);
        const response = await app.inject({ method, url, ...(payload ? { payload } : {}), cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });
        const gate = [401, 403].includes(response.statusCode) || (hidden && response.statusCode === 404) ? response.statusCode : 'through';
        expect({ role, status: gate }).toEqual({ role, status: expected(role, access, hidden) });
        if (role === 'support' && access === 'admins') expect(response.json()).toEqual({ message: ADMINS_ONLY });
      }
      // No call, refused or let through, wrote anything: every id above names nothing.
      expect(await query('select count(*)::int as n from admin_audit')).toEqual([{ n: 0 }]);
    });
  }
});

describe('return decisions', () => {
  it('support staff decide returns but refund none: 403 with what support may do, and the return stays as it was', async () => {
    const order = await guestOrder(app, 'guest@example.com');
    const [request] = await query<{ id: number }>(
      "insert into return_requests (order_id, order_item_id, customer_email, reason, status) values (?, ?, 'guest@example.com', 'defective', 'approved') returning id",
      [order.id, order.items[0]!.id],
    );
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${request!.id}/decision`,
      payload: { action: 'refund' },
      cookies: { [SESSION_COOKIE]: await sessionCookieFor(app, users.support!) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ADMINS_ONLY });
    expect(await query('select status, refund_id from return_requests')).toEqual([{ status: 'approved', refund_id: null }]);
    expect(await query('select count(*)::int as n from order_refunds union all select count(*)::int from admin_audit')).toEqual([{ n: 0 }, { n: 0 }]);
  });
});
