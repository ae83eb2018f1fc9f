import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIENTATIONS, PRODUCT_SORTS } from '../src/catalogue-options.ts';
import { CLIENT_TYPE_VALUES } from '../src/client-types.ts';
import { CONTACT_SUBJECTS } from '../src/contact.ts';
import { CURRENCIES } from '../src/currencies.ts';
import { CONTACT_STATUSES, DISCOUNT_TYPES, ORDER_STATUSES, PREMIUM_STATUSES } from '../src/statuses.ts';
import { TEST_EMAIL_TYPES } from '../src/admin.ts';
import { RESEND_EMAIL_TYPES } from '../src/admin-orders.ts';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../src/audit.ts';
import { RETURN_ACTIONS } from '../src/returns.ts';
import { REVIEW_ACTIONS, REVIEW_STATUSES } from '../src/reviews.ts';
import type { App } from './app.ts';
import { SESSION_COOKIE } from './trpc/session-cookie.ts';
import { createPaymentProvider } from './integrations/payments/index.ts';
import { printifySignature } from './integrations/printify/index.ts';
import { CouponSchema } from './modules/coupon/coupon.entity.ts';
import { newSessionId, saveSession } from './modules/session/session.store.ts';
import { createRng, type Rng } from '../src/seeded-random.ts';
import { resetDatabase, testOrm } from './test/database.ts';
import { documentedPaths } from './test/documented-paths.ts';
import { ADMIN_EMAIL, createProduct, createUser, TEST_SESSION_SECRET, testApp } from './test/helpers.ts';
import { PrintifyStandin } from './test/printify-standin.ts';
import { multipartBody, photoOf, type FilePart } from './test/return-fixtures.ts';
import { StripeStandin } from './test/stripe-standin.ts';
import { appRouter } from './trpc/root.ts';

/**
 * Hostile input over HTTP. Every documented /api path (the table of paths in docs/api.md) and every tRPC
 * procedure (read from the router, so a new one is covered without touching this file) gets a
 * request that is valid but for one field, for each field and many malformed values, and malformed
 * wholes. Each answer must be below 500, and a 4xx must carry a JSON message with no internals.
 * The values are drawn from a seeded generator, so a failure replays exactly.
 */

// ---- The malformed values ----

const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

/** Text that PostgreSQL cannot store, that no form sends, or that is far too long. */
const HOSTILE_TEXT: readonly unknown[] = ['a\u0000b', 'A\ud800', 'bell\u0007', 'x'.repeat(5_000)];

/** Everything else: other strange text, numbers and wrong types. */
const HOSTILE_OTHER: readonly unknown[] = [
  '\udc00z',
  '',
  '   ',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  '1,5',
  '١٢',
  '\u202e\u0085',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '💥'.repeat(80),
  -1,
  0,
  0.5,
  -0.01,
  1e21,
  2 ** 31,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  true,
  null,
  [],
  {},
  ['a'],
  { a: 'b' },
  nested(300),
];

/** In place of a whole body or input. */
const HOSTILE_WHOLE: readonly unknown[] = [null, 'text', 42, true, [], nested(1_000)];

/** Bodies no JSON encoder writes. */
const RAW_BODIES: readonly string[] = [
  '{',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  '{"amount":1e400,"quantity":-0}',
  '"\\u0000"',
];

/** superjson envelopes whose type metadata asks for classes, symbols, cycles and the like. */
const SUPERJSON_TRAPS: readonly unknown[] = [
  { superjson: { json: {}, meta: { values: ['class', 'X'] } } },
  { superjson: { json: { a: {} }, meta: { values: { a: ['custom', 'X'] } } } },
  { superjson: { json: 'x', meta: { values: ['symbol', 'X'] } } },
  { superjson: { json: { a: {}, b: {} }, meta: { referentialEqualities: { a: ['b', 'a'] } } } },
  { superjson: { json: { a: 'NaN' }, meta: { values: { a: ['number'] } } } },
  { superjson: { json: { a: 'x' }, meta: { values: { 'a.__proto__': ['map'] } } } },
  { superjson: { json: 1, meta: { values: ['set'] } } },
  { superjson: null },
  { json: {}, meta: { values: ['class', 'X'] } },
];

// ---- Requests ----

/** The signed-in customer and admin; visitors with a $12,000 cart, with a paid checkout, with a line to change. */
type Session = 'customer' | 'admin' | 'shopper' | 'payer' | 'lineOwner';

interface Fixture {
  productId: number;
  lineId: number;
  paidIntentId: string;
  cursor: string;
  /** A contact message, and the cursor of the admin list's second page. */
  contactId: number;
  contactCursor: string;
  /** The signed-in customer's user id, and the coupon WELCOME10's id. */
  customerId: number;
  couponId: number;
  /** A gift card the admin gave: its id and code. */
  giftCardId: number;
  giftCardCode: string;
  /** The payer's order (a guest's, grace@example.com), its item, and a return of it with a photo. */
  orderNumber: string;
  orderItemId: number;
  returnId: number;
  photoId: number;
  photo: FilePart;
  cookies: Record<Session, string>;
}

interface RestCase {
  /** The procedure behind the path: its tRPC fuzz starts from the same request. */
  procedure?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Whose session; a new visitor when null. The signed-in customer when left out. */
  as?: Session | null;
  /** Valid values worth trying in a field beside the hostile ones, by field name. */
  alternatives?: Record<string, readonly unknown[]>;
  /** What the request as written gets: 200 unless given. A 200 shows each probe tests its one field. */
  answers?: number;
  /** The body goes as multipart/form-data: its fields as text, then the fixture's photo in `photos`. */
  multipart?: true;
}

const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code);

/** WELCOME10 as the admin's coupon form sends it. */
const COUPON_FIELDS = {
  code: 'WELCOME10',
  discountType: 'percentage',
  discountValue: '10',
  minOrderAmount: '50',
  maxUses: '100',
  expiresAt: '2099-12-31',
  isActive: true,
  campaignName: 'Welcome',
  campaignDescription: 'Ten percent off a first print.',
  notes: 'For the newsletter',
};

const address = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+1 617 555 0100',
  address: '12 Harbour Street',
  apartment: 'Apt 4',
  city: 'Boston',
  state: 'MA',
  zipCode: '02110',
  country: 'US',
};

/** The catalogue's filters (colour, shape, wall, prices), as a page of /shop sends them. */
const FILTERS = { color: '2e4a7a', orientation: 'landscape', maxWidthIn: '48', minPrice: '10', maxPrice: '900', currency: 'EUR' };

/** A request each documented path accepts, by docs/api.md's spelling of the path. */
const REST: Record<string, (fixture: Fixture, n: number) => RestCase> = {
  'GET /api/products': ({ cursor }) => ({
    procedure: 'shop.products.list',
    query: { search: 'harbour', category: 'Abstract', sort: 'newest', cursor, limit: '24', ...FILTERS },
    alternatives: { sort: PRODUCT_SORTS, orientation: ORIENTATIONS },
  }),
  'GET /api/products/facets': () => ({
    procedure: 'shop.products.facets',
    query: { search: 'harbour', category: 'Abstract', ...FILTERS },
    alternatives: { orientation: ORIENTATIONS },
  }),
  'GET /api/products/{id}': ({ productId }) => ({ procedure: 'shop.products.byId', params: { id: String(productId) } }),
  'GET /api/categories': () => ({ procedure: 'shop.categories.list' }),
  'GET /api/recommendations': ({ productId }) => ({
    procedure: 'shop.recommendations',
    query: { productId: String(productId), categories: 'Abstract,Europe' },
  }),
  'GET /api/location-info': () => ({ procedure: 'shop.location.info' }),
  'GET /api/currencies': () => ({ procedure: 'shop.location.currencies' }),
  'POST /api/convert-currency': () => ({
    procedure: 'shop.location.convert',
    body: { amount: 129.6, from: 'USD', to: 'INR' },
    alternatives: { to: CURRENCY_CODES },
  }),
  'POST /api/calculate-pricing': ({ productId }) => ({
    procedure: 'shop.location.calculatePricing',
    body: { cartItems: [{ productId, variantId: '24x16', quantity: 2 }], country: 'US', region: 'MA', currency: 'EUR' },
  }),
  'POST /api/validate-shipping': () => ({ procedure: 'shop.location.validateShipping', body: { country: 'UA', region: 'UA-46' } }),
  'GET /api/shipping-cost/{country}': () => ({ procedure: 'shop.location.shippingCost', params: { country: 'GB' } }),
  'GET /api/cart': () => ({ procedure: 'cart.list' }),
  'POST /api/cart': ({ productId }) => ({ procedure: 'cart.add', body: { productId, variantId: '24x16', quantity: 1 }, as: null }),
  'PATCH /api/cart/{id}': ({ lineId }) => ({ procedure: 'cart.update', params: { id: String(lineId) }, body: { quantity: 2 }, as: 'lineOwner' }),
  'DELETE /api/cart/{id}': ({ lineId }) => ({ procedure: 'cart.remove', params: { id: String(lineId) }, as: 'lineOwner' }),
  'GET /api/wishlist': () => ({ procedure: 'wishlist.list' }),
  'POST /api/unsubscribe/{token}': () => ({ procedure: 'marketing.unsubscribe', params: { token: 'Z'.repeat(22) }, as: null, answers: 404 }),
  // Keeping a print again changes nothing, so every probe starts from the same list.
  'POST /api/wishlist': ({ productId }) => ({ procedure: 'wishlist.add', body: { productId } }),
  'DELETE /api/wishlist/{productId}': () => ({ procedure: 'wishlist.remove', params: { productId: '2147483647' }, answers: 404 }),
  'POST /api/coupons/validate': () => ({ procedure: 'cart.validateCoupon', body: { code: 'WELCOME10', orderAmount: '259.90' } }),
  'GET /api/gift-cards/{code}': ({ giftCardCode }) => ({ procedure: 'giftCards.balance', params: { code: giftCardCode }, as: null }),
  'GET /api/payment-config': () => ({ procedure: 'checkout.paymentConfig' }),
  'POST /api/validate-email': () => ({ procedure: 'checkout.validateEmail', body: { email: 'grace@example.com' } }),
  'POST /api/create-payment-intent': ({ giftCardCode }) => ({
    procedure: 'checkout.createPaymentIntent',
    body: {
      country: 'US',
      region: 'MA',
      currency: 'usd',
      couponCode: 'WELCOME10',
      // Pays part of the $12,000 bag; left out of the fixture's own payment, made before the card.
      ...(giftCardCode ? { giftCardCode } : {}),
      shipping: {
        name: 'Grace Hopper',
        phone: '+1 617 555 0100',
        address: { line1: '12 Harbour Street', line2: 'Apt 4', city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' },
      },
      email: 'grace@example.com',
      marketingConsent: true,
      amount: 100,
    },
    as: 'shopper',
    alternatives: { currency: CURRENCY_CODES },
  }),
  'POST /api/orders': ({ paidIntentId }) => ({
    procedure: 'checkout.placeOrder',
    body: { paymentIntentId: paidIntentId, guestEmail: 'grace@example.com', billingAddress: address },
    as: 'payer',
  }),
  'GET /api/orders': () => ({ procedure: 'checkout.orders' }),
  'POST /api/returns/lookup': () => ({
    procedure: 'returns.lookup',
    body: { email: 'grace@example.com', orderNumber: 'CL-20261121-7K3M9Q' },
    answers: 404,
  }),
  'POST /api/contact': () => ({
    procedure: 'contact.send',
    body: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 (617) 555-0100', subject: 'Investor', message: 'Hello,\nwe furnish offices.' },
    as: null,
    alternatives: { subject: CONTACT_SUBJECTS },
    answers: 201,
  }),
  'GET /api/admin/contact-submissions': ({ contactCursor }) => ({
    procedure: 'admin.contactMessages.list',
    query: { status: 'pending', cursor: contactCursor, limit: '10' },
    as: 'admin',
    alternatives: { status: CONTACT_STATUSES },
  }),
  // The request as written is a second return of a returned item: refused, but only once every field has passed.
  'POST /api/returns/request': ({ orderNumber, orderItemId }) => ({
    body: { orderNumber, customerEmail: 'grace@example.com', orderItemId: String(orderItemId), reason: 'defective', comments: 'The corner is cracked.' },
    multipart: true,
    as: null,
    answers: 409,
  }),
  'GET /api/admin/returns': () => ({
    procedure: 'admin.returns.list',
    // Points past every row: a valid cursor with an empty page behind it.
    query: { cursor: Buffer.from(JSON.stringify(['1', 2_147_483_647])).toString('base64url'), limit: '24' },
    as: 'admin',
  }),
  // An id that names no return: every field passes, then 404 (a real one would move on after the first probe).
  'POST /api/admin/returns/{id}/decision': () => ({
    procedure: 'admin.returns.decide',
    params: { id: '2147483647' },
    body: { action: 'approve', note: 'Send it back in its box.' },
    as: 'admin',
    alternatives: { action: RETURN_ACTIONS },
    answers: 404,
  }),
  // The payer's order is not delivered: refused, but only once every field has passed.
  'POST /api/reviews': ({ orderNumber, orderItemId }) => ({
    body: { orderNumber, email: 'grace@example.com', orderItemId: String(orderItemId), rating: '5', title: 'Glows on our wall', text: 'Deep colours,\ntight canvas.' },
    multipart: true,
    as: null,
    answers: 409,
  }),
  'GET /api/products/{id}/reviews': ({ productId }) => ({ procedure: 'reviews.forProduct', params: { id: String(productId) }, query: { limit: '6' }, as: null }),
  'GET /api/admin/reviews': () => ({
    procedure: 'admin.reviews.list',
    query: { status: 'pending', limit: '24' },
    as: 'admin',
    alternatives: { status: REVIEW_STATUSES },
  }),
  // An id that names no review: every field passes, then 404.
  'POST /api/admin/reviews/{id}/decision': () => ({
    procedure: 'admin.reviews.decide',
    params: { id: '2147483647' },
    body: { action: 'approve', note: 'Lovely photos.' },
    as: 'admin',
    alternatives: { action: REVIEW_ACTIONS },
    answers: 404,
  }),
  // No review was written here: every id is a photo that is not there.
  'GET /api/review-photos/{id}': () => ({ params: { id: '1' }, as: null, answers: 404 }),
  'GET /api/review-photos/{id}/preview': () => ({ params: { id: '1' }, as: null, answers: 404 }),
  'GET /api/admin/return-photos/{id}': ({ photoId }) => ({ params: { id: String(photoId) }, as: 'admin' }),
  'GET /api/admin/return-photos/{id}/preview': ({ photoId }) => ({ params: { id: String(photoId) }, as: 'admin' }),
  'GET /api/admin/premium-customers': () => ({
    procedure: 'admin.premium.customers',
    query: { search: 'grace', tier: 'none', limit: '10' },
    as: 'admin',
    alternatives: { tier: PREMIUM_STATUSES },
  }),
  'POST /api/admin/premium-status': ({ customerId }) => ({
    procedure: 'admin.premium.setStatus',
    body: { userId: customerId, status: 'gold', notes: 'Collects harbour scenes' },
    as: 'admin',
    alternatives: { status: PREMIUM_STATUSES },
  }),
  'GET /api/admin/premium-ips': () => ({ procedure: 'admin.premium.ips', query: { search: '203.0', limit: '10' }, as: 'admin' }),
  'POST /api/admin/premium-ip': ({ customerId }) => ({
    procedure: 'admin.premium.addIp',
    body: { userId: customerId, ipAddress: '203.0.113.7', ipRange: '203.0.113.0/24', vpnProvider: 'Mullvad', reason: 'Travels for work' },
    as: 'admin',
    answers: 201,
  }),
  // An id that names no entry: every field passes, then 404 (a real one would be gone after the first probe).
  'DELETE /api/admin/premium-ip/{id}': () => ({ procedure: 'admin.premium.removeIp', params: { id: '2147483647' }, as: 'admin', answers: 404 }),
  'GET /api/admin/coupons': () => ({ procedure: 'admin.coupons.list', query: { search: 'welcome', limit: '10' }, as: 'admin' }),
  'GET /api/admin/gift-cards': () => ({ procedure: 'admin.giftCards.list', query: { search: 'friend', limit: '10' }, as: 'admin' }),
  'POST /api/admin/gift-cards': () => ({
    procedure: 'admin.giftCards.issue',
    body: { amount: '50', recipientEmail: 'friend@example.com', recipientName: 'Ada', message: 'Enjoy it.' },
    as: 'admin',
    answers: 201,
  }),
  'POST /api/admin/gift-cards/{id}/adjust': ({ giftCardId }) => ({
    procedure: 'admin.giftCards.adjust',
    params: { id: String(giftCardId) },
    body: { amount: '5', reason: 'Goodwill' },
    as: 'admin',
  }),
  // An id that names no card: every field passes, then 404 (a real one would be void after the first probe).
  'POST /api/admin/gift-cards/{id}/void': () => ({
    procedure: 'admin.giftCards.void',
    params: { id: '2147483647' },
    body: { reason: 'Sent in error' },
    as: 'admin',
    answers: 404,
  }),
  'POST /api/admin/coupons': (_fixture, n) => ({
    procedure: 'admin.coupons.create',
    body: { ...COUPON_FIELDS, code: `FUZZ${n}` },
    as: 'admin',
    alternatives: { discountType: DISCOUNT_TYPES },
    answers: 201,
  }),
  'PUT /api/admin/coupons/{id}': ({ couponId }) => ({
    procedure: 'admin.coupons.update',
    params: { id: String(couponId) },
    body: COUPON_FIELDS,
    as: 'admin',
    alternatives: { discountType: DISCOUNT_TYPES },
  }),
  'DELETE /api/admin/coupons/{id}': () => ({ procedure: 'admin.coupons.remove', params: { id: '2147483647' }, as: 'admin', answers: 404 }),
  'GET /api/admin/overview': () => ({ procedure: 'admin.overview', query: { from: '2026-01-01', to: '2026-01-31' }, as: 'admin' }),
  'GET /api/admin/customers': () => ({
    procedure: 'admin.customers.list',
    query: { q: 'grace', clientType: 'interior_designer', tier: 'gold', limit: '10' },
    as: 'admin',
    alternatives: { clientType: CLIENT_TYPE_VALUES, tier: PREMIUM_STATUSES },
  }),
  'GET /api/admin/customers.csv': () => ({
    query: { q: 'grace', clientType: 'interior_designer', tier: 'gold' },
    as: 'admin',
    alternatives: { clientType: CLIENT_TYPE_VALUES, tier: PREMIUM_STATUSES },
  }),
  'GET /api/admin/customers/{id}': ({ customerId }) => ({ procedure: 'admin.customers.detail', params: { id: String(customerId) }, as: 'admin' }),
  'GET /api/admin/orders': () => ({
    procedure: 'admin.orders.list',
    query: { status: 'paid', q: 'grace', from: '2026-01-01', to: '2026-12-31', country: 'US', needsAttention: 'true', limit: '10' },
    as: 'admin',
    alternatives: { status: ORDER_STATUSES, needsAttention: ['true', 'false'] },
  }),
  'GET /api/admin/orders.csv': () => ({
    query: { status: 'paid', q: 'grace', from: '2026-01-01', to: '2026-12-31', country: 'US', needsAttention: 'false' },
    as: 'admin',
    alternatives: { status: ORDER_STATUSES, needsAttention: ['true', 'false'] },
  }),
  'GET /api/admin/orders/{orderNumber}': ({ orderNumber }) => ({ procedure: 'admin.orders.detail', params: { orderNumber }, as: 'admin' }),
  // An order that does not exist: every field passes, then 404 (a real one would run out of money to refund).
  'POST /api/admin/orders/{orderNumber}/refunds': () => ({
    procedure: 'admin.orders.refund',
    params: { orderNumber: 'CL-NOPE0000' },
    body: { lines: [{ orderItemId: 1, quantity: 1 }], reason: 'Arrived torn', restock: true },
    as: 'admin',
    answers: 404,
  }),
  'POST /api/admin/orders/{orderNumber}/cancel': () => ({
    procedure: 'admin.orders.cancel',
    params: { orderNumber: 'CL-NOPE0000' },
    body: { reason: 'Ordered twice' },
    as: 'admin',
    answers: 404,
  }),
  'POST /api/admin/orders/{orderNumber}/emails': ({ orderNumber }) => ({
    procedure: 'admin.orders.resendEmail',
    params: { orderNumber },
    body: { type: 'confirmation' },
    as: 'admin',
    alternatives: { type: RESEND_EMAIL_TYPES },
  }),
  // An order that does not exist: every field passes, then 404.
  'POST /api/admin/orders/{orderNumber}/shipping': () => ({
    procedure: 'admin.orders.fixShipping',
    params: { orderNumber: 'CL-NOPE0000' },
    body: { firstName: 'Grace', lastName: 'Hopper', phone: '+1 617 555 0100', address: '12 Harbour Street', apartment: 'Flat 2', city: 'Boston', state: 'MA', zipCode: '02110', country: 'US' },
    as: 'admin',
    answers: 404,
  }),
  'GET /api/admin/audit': () => ({
    procedure: 'admin.audit.list',
    query: { actor: 'curator', target: 'order:CL-20261126-7K3M9Q', action: 'order.refund', limit: '10' },
    as: 'admin',
    alternatives: { action: AUDIT_ACTIONS, target: AUDIT_TARGET_TYPES },
  }),
  'GET /api/admin/audit.csv': () => ({
    query: { actor: 'curator', target: 'coupon', action: 'coupon.update' },
    as: 'admin',
    alternatives: { action: AUDIT_ACTIONS },
  }),
  'POST /api/test-email': () => ({
    procedure: 'admin.testEmail',
    body: { email: 'tester@example.com', type: 'order' },
    as: 'admin',
    alternatives: { type: TEST_EMAIL_TYPES },
  }),
  // The demo provider takes no webhooks: a signature never verifies.
  'POST /api/stripe/webhook': () => ({ body: { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } }, as: null, answers: 400 }),
  // The signed-in customer is no admin: each Printify call is refused before its input or Printify is looked at.
  'POST /api/printify/sync': () => ({ procedure: 'printify.sync', answers: 403 }),
  'GET /api/printify/publishing-status': () => ({ procedure: 'printify.publishingStatus', answers: 403 }),
  'POST /api/printify/auto-fix-publishing': () => ({ procedure: 'printify.autoFixPublishing', answers: 403 }),
  'POST /api/printify/complete-publishing/{id}': () => ({
    procedure: 'printify.completePublishing',
    params: { id: '5d39b159e7c48c000728c89f' },
    answers: 403,
  }),
  'POST /api/printify/fix-publishing-permanently': () => ({ procedure: 'printify.fixPublishingPermanently', answers: 403 }),
  // Printify is not configured in this app: no delivery is taken.
  'POST /api/printify/webhook': () => ({ body: { id: 'e1', type: 'product:deleted', resource: { id: 'p1', type: 'product', data: {} } }, as: null, answers: 400 }),
  'GET /api/auth/user': () => ({ procedure: 'auth.user' }),
  'GET /api/auth/client-types': () => ({ procedure: 'auth.clientTypes' }),
  'POST /api/auth/send-signup-code': (_fixture, n) => ({
    procedure: 'auth.sendSignupCode',
    body: { email: `newcomer${n}@example.com`, firstName: 'Grace', lastName: 'Hopper', clientType: 'interior_designer' },
    as: null,
  }),
  'POST /api/auth/verify-signup-code': (_fixture, n) => ({
    procedure: 'auth.verifySignupCode',
    body: { email: `newcomer${n}@example.com`, code: 'K7M3QX' },
    as: null,
    answers: 400,
  }),
  'POST /api/auth/send-login-code': (_fixture, n) => ({ procedure: 'auth.sendLoginCode', body: { email: `newcomer${n}@example.com` }, as: null }),
  'POST /api/auth/verify-login-code': (_fixture, n) => ({
    procedure: 'auth.verifyLoginCode',
    body: { email: `newcomer${n}@example.com`, code: 'K7M3QX' },
    as: null,
    answers: 400,
  }),
  'GET /api/login': () => ({ as: null, answers: 302 }),
  'GET /api/logout': () => ({ procedure: 'auth.logout', as: null, answers: 302 }),
  'GET /healthz': () => ({ as: null }),
  'GET /readyz': () => ({ as: null }),
  // The fuzzed app has no METRICS_TOKEN: the path answers 404 (server/http/metrics.test.ts has the rest).
  'GET /metrics': () => ({ as: null, answers: 404 }),
  // No print was synced from Printify here: every id, however malformed, is a picture that is not there.
  'GET /api/product-images/{id}': () => ({ params: { id: '1' }, as: null, answers: 404 }),
  // The fuzz product has no artwork, so no model: every id and file name, however hostile, is one that is not there.
  'GET /api/products/{id}/ar/{variantId}.glb': ({ productId }) => ({ params: { id: String(productId), variantId: '24x16' }, as: null, answers: 404 }),
  // The fixture's print has no artwork of its own (the zoom's own tests, server/rest/zoom.test.ts, have prints that do).
  'GET /api/products/{id}/zoom/info.json': ({ productId }) => ({ params: { id: String(productId) }, as: null, answers: 404 }),
  'GET /api/products/{id}/zoom/{digest}/{region}/{size}/{rotation}/{file}': ({ productId }) => ({
    params: { id: String(productId), digest: 'a'.repeat(64), region: '0,0,512,512', size: '512,512', rotation: '0', file: 'default.jpg' },
    as: null,
    answers: 404,
  }),
  'GET /robots.txt': () => ({ as: null }),
  'GET /sitemap.xml': () => ({ as: null }),
  'GET /sitemaps/pages.xml': () => ({ as: null }),
  'GET /sitemaps/categories.xml': () => ({ as: null }),
  'GET /sitemaps/products-{n}.xml': () => ({ params: { n: '1' }, as: null }),
  'GET /feeds/google.xml': () => ({ query: { country: 'US' }, as: null, alternatives: { country: ['de', 'JP', 'CU', 'XX'] } }),
  // This app serves no built client, so the demo artwork a share image is drawn from is not there.
  'GET /share/{id}-{version}.jpg': ({ productId }) => ({ params: { id: String(productId), version: '0123456789ab' }, as: null, answers: 404 }),
};

/** Procedures no documented path calls: where their fuzz starts. The rest start from their path's request. */
const TRPC_ONLY: Record<string, (fixture: Fixture, n: number) => Omit<RestCase, 'procedure' | 'params' | 'query'>> = {
  'checkout.confirmDemoPayment': () => ({ body: { clientSecret: 'pi_demo_x_secret_y', cardNumber: '4242 4242 4242 4242' } }),
  'admin.contactMessages.setStatus': ({ contactId }) => ({ body: { id: contactId, status: 'processed' }, as: 'admin', alternatives: { status: CONTACT_STATUSES } }),
  'printify.config': () => ({ answers: 403 }),
  'printify.lastSync': () => ({ answers: 403 }),
  'admin.returns.setStatus': ({ returnId }) => ({ body: { id: returnId, status: 'rejected' }, as: 'admin' }),
  // A number no order has: every field passes, then 404.
  'admin.orders.markDelivered': () => ({ body: { orderNumber: 'CL-20261121-7K3M9Q' }, as: 'admin', answers: 404 }),
  'admin.premium.updateTier': () => ({
    body: { tier: 'gold', returnWindowDays: 30, freeReturnShipping: true, freeStandardShipping: false, printDiscountPercent: 5 },
    as: 'admin',
  }),
};

// ---- Mutations ----

type Mutation = { label: string; apply: (value: unknown) => unknown };

/** Each leaf and object of `value`, by its path of keys. */
function* nodes(value: unknown, path: (string | number)[] = []): Generator<{ path: (string | number)[]; value: unknown }> {
  yield { path, value };
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* nodes(item, [...path, index]);
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* nodes(item, [...path, key]);
}

function replaceAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** How many requests one path or procedure gets. */
interface Budget {
  /** Tried in every field. */
  always: readonly unknown[];
  /** Drawn per field from the hostile values not in `always`. */
  drawn: number;
  /** Drawn from HOSTILE_WHOLE. */
  wholes: number;
}

/** For each documented path, and for procedures that have none. */
const FULL: Budget = { always: HOSTILE_TEXT, drawn: 3, wholes: HOSTILE_WHOLE.length };
/** For a procedure whose path had the full run: the same schema, over tRPC's transport. */
const SAMPLED: Budget = { always: [], drawn: 2, wholes: 3 };

/**
 * One field at a time (the budget's values and the field's alternatives), objects as arrays and with
 * an unknown key, and the whole replaced.
 */
function mutations(value: unknown, rng: Rng, budget: Budget, alternatives: Record<string, readonly unknown[]> = {}): Mutation[] {
  const found: Mutation[] = [];
  const rest = [...HOSTILE_TEXT, ...HOSTILE_OTHER].filter((candidate) => !budget.always.includes(candidate));
  for (const node of nodes(value)) {
    const where = node.path.join('.') || 'whole';
    if (node.path.length > 0) {
      const field = String(node.path.at(-1));
      for (const replacement of [...budget.always, ...sample(rest, budget.drawn, rng), ...(alternatives[field] ?? [])]) {
        found.push({ label: `${where} = ${show(replacement)}`, apply: (whole) => replaceAt(whole, node.path, replacement) });
      }
    }
    if (node.value !== null && typeof node.value === 'object' && !Array.isArray(node.value)) {
      if (node.path.length > 0) found.push({ label: `${where} as an array`, apply: (whole) => replaceAt(whole, node.path, [node.value]) });
      found.push({ label: `${where} with an unknown key`, apply: (whole) => replaceAt(whole, node.path, { ...node.value!, unexpected: 1 }) });
    }
  }
  for (const replacement of sample(HOSTILE_WHOLE, budget.wholes, rng)) {
    found.push({ label: `whole = ${show(replacement)}`, apply: () => replacement });
  }
  return found;
}

/** `count` distinct items, drawn by a partial Fisher-Yates shuffle. */
function sample<T>(items: readonly T[], count: number, rng: Rng): T[] {
  const pool = [...items];
  for (let index = 0; index < count && index < pool.length; index += 1) {
    const chosen = rng.int(index, pool.length - 1);
    [pool[index], pool[chosen]] = [pool[chosen]!, pool[index]!];
  }
  return pool.slice(0, count);
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** Percent-encoding that also carries lone surrogates (as their WTF-8 bytes), which encodeURIComponent refuses. */
function encodeLoose(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/** Text for a URL: arrays repeat the parameter, everything else is its string. */
const urlValues = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))) : [typeof value === 'string' ? value : JSON.stringify(value) ?? ''];

// ---- Verdicts ----

/** Things only a program writes: stack traces, parser and database errors. */
const INTERNALS = /call stack|\bat [\w.<>]+ \(|unexpected token|unexpected end of json|json at position|invalid byte sequence|violates|relation "|column "|syntax error|cannot read propert|is not a function|undefined is not|ECONN|RangeError|TypeError/i;

function messagesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(messagesIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => (key === 'message' && typeof item === 'string' ? [item] : messagesIn(item)));
}

interface Answer {
  statusCode: number;
  body: string;
}

/** Null when the answer is fine; else what is wrong with it. */
function fault(answer: Answer): string | null {
  if (answer.statusCode >= 500) return `answered ${answer.statusCode}`;
  if (answer.statusCode < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `answered ${answer.statusCode} without JSON`;
  }
  const messages = messagesIn(parsed);
  if (messages.length === 0 || messages.some((message) => message.trim() === '')) return `answered ${answer.statusCode} without a message`;
  const leak = messages.find((message) => INTERNALS.test(message));
  return leak ? `answered ${answer.statusCode} with an internal message: ${show(leak)}` : null;
}

// ---- The run ----

let app: App;
let fixture: Fixture;
let sequence = 0;

/** Each request from its own address, so per-IP limits never stand in for validation. */
function nextAddress() {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

const cookieFor = (as: Session | null | undefined): Record<string, string> =>
  as === null ? {} : { [SESSION_COOKIE]: fixture.cookies[as ?? 'customer'] };

async function inject(request: { method: string; url: string; as?: Session | null; payload?: string | Buffer; contentType?: string }): Promise<Answer> {
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    cookies: cookieFor(request.as),
    remoteAddress: nextAddress(),
    ...(request.payload === undefined ? {} : { payload: request.payload, headers: { 'content-type': request.contentType ?? 'application/json' } }),
  });
  return { statusCode: response.statusCode, body: response.body };
}

async function restCall(route: string, request: RestCase): Promise<Answer> {
  const [method, template] = route.split(' ') as [string, string];
  const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => encodeLoose(urlValues(request.params?.[name])[0] ?? ''));
  const query = Object.entries(request.query ?? {})
    .flatMap(([name, value]) => urlValues(value).map((item) => `${encodeLoose(name)}=${encodeLoose(item)}`))
    .join('&');
  return inject({
    method,
    url: query ? `${path}?${query}` : path,
    as: request.as,
    ...(request.body === undefined ? {} : request.multipart ? await multipartOf(request.body) : { payload: JSON.stringify(request.body) ?? 'null' }),
  });
}

/**
 * A body as a multipart upload: an object's fields as text (other values as their JSON, arrays as the
 * field repeated) beside the fixture's photo; anything else as the raw text of a multipart body.
 */
async function multipartOf(body: unknown): Promise<{ payload: Buffer | string; contentType: string }> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { payload: JSON.stringify(body) ?? 'null', contentType: 'multipart/form-data; boundary=x' };
  }
  const fields = Object.entries(body).flatMap(([name, value]) => urlValues(value).map((item): [string, string] => [name, item]));
  const { payload, headers } = await multipartBody(fields, [fixture.photo]);
  return { payload, contentType: headers['content-type'] };
}

async function trpcCall(path: string, type: string, wire: unknown, as: Session | null | undefined): Promise<Answer> {
  if (type === 'query') {
    const input = wire === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(wire))}`;
    return inject({ method: 'GET', url: `/trpc/${path}${input}`, as });
  }
  return inject({ method: 'POST', url: `/trpc/${path}`, as, payload: JSON.stringify(wire ?? null) });
}

type Probe = { label: string; send: () => Promise<Answer> };

/** Sends every request in turn and lists the faulty answers. */
async function faults(probes: readonly Probe[]): Promise<string[]> {
  const found: string[] = [];
  for (const { label, send } of probes) {
    const problem = fault(await send());
    if (problem) found.push(`${label}: ${problem}`);
  }
  return found;
}

async function signedIn(userId: number) {
  const sid = newSessionId();
  await saveSession((await testOrm()).em.fork(), sid, { userId });
  return app.signCookie(sid);
}

/** A new visitor's cookie, their cart holding `quantity` of the product. */
async function visitorWithLine(productId: number, quantity: number) {
  const response = await app.inject({ method: 'POST', url: '/api/cart', payload: { productId, variantId: '24x16', quantity } });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE)!.value;
  return { cookie, lineId: (response.json() as { id: number }).id };
}

beforeAll(async () => {
  app = await testApp();
  await resetDatabase();
  const sizes = [{ id: '24x16', size: '24"x16"', price: '2000.00', isDefault: true, mockupImages: [], dimensions: null }];
  // Worth $12,000 in a cart of six: more than a card payment may be in some currencies.
  const product = await createProduct({ title: 'Harbour at Dusk', price: '2000.00', inventory: 100_000, variants: sizes });
  await createProduct({ title: 'Harbour at Dawn', price: '2000.00', inventory: 100_000, variants: sizes });
  const em = (await testOrm()).em.fork();
  em.create(CouponSchema, { code: 'WELCOME10', discountType: 'percentage', discountValue: '10.00', expiresAt: new Date(Date.now() + 86_400_000) });
  await em.flush();

  const customerUser = await createUser({ email: 'grace@example.com' });
  const customer = await signedIn(customerUser.id);
  await app.inject({ method: 'POST', url: '/api/cart', cookies: { [SESSION_COOKIE]: customer }, payload: { productId: product.id, quantity: 6 } });
  const shopper = await visitorWithLine(product.id, 6);
  const lineOwner = await visitorWithLine(product.id, 1);
  const payer = await visitorWithLine(product.id, 1);
  const intent = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    cookies: { [SESSION_COOKIE]: payer.cookie },
    payload: REST['POST /api/create-payment-intent']!({} as Fixture, 0).body as object,
  });
  const paid = await app.inject({
    method: 'POST',
    url: '/trpc/checkout.confirmDemoPayment',
    cookies: { [SESSION_COOKIE]: payer.cookie },
    payload: { json: { clientSecret: intent.json().clientSecret, cardNumber: '4242424242424242' } },
  });
  const page = await app.inject({ method: 'GET', url: '/api/products?limit=1' });
  const admin = await signedIn((await createUser({ email: ADMIN_EMAIL })).id);
  for (const name of ['Ada Lovelace', 'Grace Hopper']) {
    const sent = await app.inject({ method: 'POST', url: '/api/contact', payload: { ...REST['POST /api/contact']!({} as Fixture, 0).body as object, name } });
    expect(sent.statusCode).toBe(201);
  }
  const messages = await app.inject({ method: 'GET', url: '/api/admin/contact-submissions?limit=1', cookies: { [SESSION_COOKIE]: admin } });
  const giftCard = await app.inject({
    method: 'POST',
    url: '/api/admin/gift-cards',
    cookies: { [SESSION_COOKIE]: admin },
    payload: { amount: '500', recipientEmail: 'friend@example.com' },
  });
  expect(giftCard.statusCode).toBe(201);
  const paidIntentId = paid.json().result.data.json.paymentIntentId as string;
  // Placing the order again (the documented request for POST /api/orders) answers this same order.
  const order = await app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies: { [SESSION_COOKIE]: payer.cookie },
    payload: { paymentIntentId: paidIntentId, guestEmail: 'grace@example.com' },
  });
  const { orderNumber, items } = order.json() as { orderNumber: string; items: { id: number }[] };
  const photo = await photoOf('jpeg');
  const returned = await app.inject({
    method: 'POST',
    url: '/api/returns/request',
    ...(await multipartBody({ orderNumber, customerEmail: 'grace@example.com', orderItemId: String(items[0]!.id), reason: 'defective' }, [photo])),
  });
  expect(returned.statusCode).toBe(201);
  const [stored] = await (await testOrm()).em.fork().execute<{ id: number }[]>('select id from return_photos');
  fixture = {
    productId: product.id,
    lineId: lineOwner.lineId,
    paidIntentId,
    cursor: page.headers['x-next-cursor'] as string,
    contactId: (messages.json() as { id: number }[])[0]!.id,
    contactCursor: messages.headers['x-next-cursor'] as string,
    customerId: customerUser.id,
    couponId: (await (await testOrm()).em.fork().execute<{ id: number }[]>("select id from coupons where code = 'WELCOME10'"))[0]!.id,
    giftCardId: (giftCard.json() as { id: number }).id,
    giftCardCode: (giftCard.json() as { code: string }).code,
    orderNumber,
    orderItemId: items[0]!.id,
    returnId: (returned.json() as { id: number }).id,
    photoId: stored!.id,
    photo,
    cookies: { customer, admin, shopper: shopper.cookie, lineOwner: lineOwner.cookie, payer: payer.cookie },
  };
});
afterAll(() => app.close());

/** A documented path's URL, with its own request's parameters. */
const restUrl = (route: string) =>
  route.split(' ')[1]!.replace(/\{(\w+)\}/g, (_match, name: string) => REST[route]!(fixture, 0).params?.[name] ?? '');

describe('hostile input to the documented paths', () => {
  it("covers every path in docs/api.md's table", () => {
    expect(documentedPaths().sort()).toEqual(Object.keys(REST).sort());
  });

  it.for(Object.keys(REST))('%s answers below 500 with a message', async (route) => {
    const rng = createRng(`rest ${route}`);
    const base = REST[route]!(fixture, 0);
    const method = route.split(' ')[0]!;
    expect((await restCall(route, base)).statusCode, 'the request as written').toBe(base.answers ?? 200);
    const probes: Probe[] = [];
    for (const part of ['params', 'query', 'body'] as const) {
      if (part !== 'query' && base[part] === undefined) continue;
      for (const mutation of mutations(base[part] ?? {}, rng, FULL, base.alternatives)) {
        // A URL has no whole to replace.
        if (part !== 'body' && mutation.label.startsWith('whole =')) continue;
        probes.push({
          label: `${part} ${mutation.label}`,
          send: () => {
            const request = REST[route]!(fixture, sequence);
            return restCall(route, { ...request, [part]: mutation.apply(request[part] ?? {}) });
          },
        });
      }
    }
    if (method !== 'GET') {
      for (const payload of RAW_BODIES) {
        probes.push({ label: `raw body ${show(payload)}`, send: () => inject({ method, url: restUrl(route), as: base.as, payload }) });
      }
    }
    expect(await faults(probes)).toEqual([]);
  });
});

interface ProcedureCase {
  input: unknown;
  as?: Session | null;
  alternatives?: Record<string, readonly unknown[]>;
  /** FULL unless a documented path runs the same procedure. */
  budget: Budget;
}

/** Where a procedure's fuzz starts: its documented path's request as one input, else TRPC_ONLY's, else no input. */
function procedureCase(path: string, n: number): ProcedureCase {
  const route = Object.values(REST)
    .map((make) => make(fixture, n))
    .find((request) => request.procedure === path);
  if (route) {
    const input = route.params || route.query || route.body ? { ...route.query, ...(route.body as object), ...route.params } : undefined;
    return { input, as: route.as, alternatives: route.alternatives, budget: SAMPLED };
  }
  const only = TRPC_ONLY[path]?.(fixture, n);
  return { input: only?.body, as: only?.as, alternatives: only?.alternatives, budget: FULL };
}

const SUPERJSON_TRAPS_PER_PROCEDURE = 3;

describe('hostile input to the tRPC procedures', () => {
  const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>);

  it.for(procedures)('%s answers below 500 with a message', async ([path, procedure]) => {
    const rng = createRng(`trpc ${path}`);
    const base = procedureCase(path, 0);
    const send = (wire: unknown) => () => trpcCall(path, procedure._def.type, wire, base.as);
    const probes: Probe[] = [
      { label: 'as the client sends it', send: send({ json: base.input }) },
      { label: 'without the envelope', send: send(base.input ?? {}) },
      ...sample(SUPERJSON_TRAPS, SUPERJSON_TRAPS_PER_PROCEDURE, rng).map((trap) => ({ label: `superjson ${show(trap)}`, send: send(trap) })),
      ...mutations(base.input ?? {}, rng, base.budget, base.alternatives).map((mutation) => ({
        label: mutation.label,
        send: () => send({ json: mutation.apply(procedureCase(path, sequence).input ?? {}) })(),
      })),
    ];
    expect(await faults(probes)).toEqual([]);
  });

  it('answers malformed calls below 500 with a message', async () => {
    const list = 'shop.products.list';
    const sixtyPages = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [index, { json: { limit: 100 } }]));
    const probes: Probe[] = [
      ['GET', `/trpc/${Array.from({ length: 60 }, () => list).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(sixtyPages))}`],
      ['GET', `/trpc/${list},cart.add?batch=1`],
      ['GET', `/trpc/${list}?batch=1&input=${encodeURIComponent('"text"')}`],
      ['GET', `/trpc/${list}?input=${encodeURIComponent('{"json":')}`],
      ['GET', `/trpc/${list}?input=%00`],
      ['GET', '/trpc/shop.nothing'],
      ['GET', '/trpc/cart.add'],
      ['POST', `/trpc/${list}`],
      ['POST', '/trpc/cart.add?batch=1'],
    ].map(([method, url]) => ({
      label: `${method} ${url!.slice(0, 60)}`,
      send: () => inject({ method: method!, url: url!, ...(method === 'POST' ? { payload: '{}' } : {}) }),
    }));
    probes.push({
      label: 'multipart to a mutation',
      send: () =>
        inject({
          method: 'POST',
          url: '/trpc/cart.add',
          payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
          contentType: 'multipart/form-data; boundary=x',
        }),
    });
    expect(await faults(probes)).toEqual([]);
  });
});

describe('hostile input with Stripe and Printify configured', () => {
  let stripe: StripeStandin;
  let printify: PrintifyStandin;
  let providers: App;
  beforeAll(async () => {
    stripe = await new StripeStandin().start();
    printify = await new PrintifyStandin().start();
    providers = await testApp({ payments: createPaymentProvider(stripe.env, { sessionSecret: TEST_SESSION_SECRET }), printify: printify.printify() });
  });
  afterAll(async () => {
    await providers.close();
    await stripe.close();
    await printify.close();
  });

  /** Correctly signed bodies that are not the event's shape: whole values, and events with their parts broken. */
  const SIGNED_BODIES: readonly string[] = [
    ...RAW_BODIES,
    ...HOSTILE_OTHER.map((value) => JSON.stringify(value) ?? 'null'),
    '{"id":1,"type":[],"data":null,"resource":null}',
    '{"id":"evt_1","type":"payment_intent.succeeded","data":{"object":{"object":"payment_intent"}}}',
    '{"id":"evt_1","type":"payment_intent.succeeded","data":{"object":{"object":"payment_intent","id":"pi_1","amount":"12","currency":5,"status":"succeeded","metadata":{"checkout":7}}}}',
    '{"id":"e1","type":"product:deleted","created_at":"yesterday","resource":{"id":"p1","type":"product"}}',
    '{"id":"e1","type":"order:shipment:created","created_at":"2026-11-26 10:00:00+00:00","resource":{"id":{"$gt":""},"data":[]}}',
  ];

  const post = (url: string, payload: string, headers: Record<string, string>) => async (): Promise<Answer> => {
    const response = await providers.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers }, remoteAddress: nextAddress() });
    return { statusCode: response.statusCode, body: response.body };
  };

  it('answers signed webhook bodies that are not events below 500 with a message', async () => {
    const probes: Probe[] = SIGNED_BODIES.flatMap((payload) => [
      {
        label: `Stripe ${show(payload)}`,
        send: post('/api/stripe/webhook', payload, { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret }) }),
      },
      {
        label: `Printify ${show(payload)}`,
        send: post('/api/printify/webhook', payload, { 'x-pfy-signature': printifySignature(Buffer.from(payload), printify.printify().webhookSecret) }),
      },
    ]);
    expect(await faults(probes)).toEqual([]);
  });

  it('answers malformed Printify product ids below 500 with a message', async () => {
    // A lone surrogate has no URL encoding: such a path cannot be sent at all.
    const sendable = (id: string) => !/\p{Cs}/u.test(id);
    const ids = [...HOSTILE_TEXT, ...HOSTILE_OTHER, 'abc', '0', '1e3', 'null', '0x10', 'ffffffffffffffffffffffff'].map(String).filter(sendable);
    const probes: Probe[] = ids.map((id) => ({
      label: `complete-publishing/${show(id)}`,
      send: async () => {
        const response = await providers.inject({
          method: 'POST',
          url: `/api/printify/complete-publishing/${encodeURIComponent(id)}`,
          payload: {},
          cookies: cookieFor('admin'),
          remoteAddress: nextAddress(),
        });
        return { statusCode: response.statusCode, body: response.body };
      },
    }));
    expect(await faults(probes)).toEqual([]);
  });
});
