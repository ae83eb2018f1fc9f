import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditAction, AuditTargetType } from '../../../src/audit.ts';
import { DEFAULT_TIER_BENEFITS } from '../../../src/tier-benefits.ts';
import { DEMO_CARDS } from '../../integrations/payments/index.ts';
import { intentInput, query } from '../../test/checkout-fixtures.ts';
import { ownerClient, resetDatabase, testOrm } from '../../test/database.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser, SUPPORT_STAFF_EMAIL } from '../../test/helpers.ts';
import { standinServices, type PrintifyStandin } from '../../test/printify-standin.ts';
import type { Services } from '../request-scope.ts';
import { auditCsv, listAudit, recordAudit } from './audit.ts';

/**
 * The audit trail against real PostgreSQL, demo payments and the Printify stand-in: each staff write
 * leaves exactly one row with who, what, the target, and the target before and after; the table
 * refuses to change or lose a row.
 */

let standin: PrintifyStandin;
let services: Services;

beforeAll(async () => {
  ({ standin, services } = await standinServices());
});
afterAll(() => standin.close());
beforeEach(async () => {
  await resetDatabase();
  standin.reset();
});

type Caller = Awaited<ReturnType<typeof callerFor>>;
const admin = async (shop: Services = services) => callerFor(await createUser({ email: ADMIN_EMAIL }), { services: shop });
const support = async () => callerFor(await createUser({ email: SUPPORT_STAFF_EMAIL }), { services });

interface Row {
  actor_email: string;
  actor_role: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
}
const auditRows = () => query<Row>('select actor_email, actor_role, action, target_type, target_id, before, after from admin_audit order by id');

/** A customer's demo-paid order of 2 prints at 120.00 (259.20 with tax); `printifyId` makes them Printify's. */
async function paidOrder({ printifyId }: { printifyId?: string } = {}) {
  const product = await createProduct({ price: '120.00', inventory: 5, printifyId: printifyId ?? null });
  const customer = await callerFor(await createUser({ email: 'buyer@example.com' }), { services });
  await customer.cart.add({ productId: product.id, variantId: '24x16', quantity: 2 });
  const intent = await customer.checkout.createPaymentIntent(intentInput());
  const paid = await customer.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds });
  return customer.checkout.placeOrder({ paymentIntentId: paid.paymentIntentId });
}

/** A pending review of the order's first print (as if delivered and reviewed). */
async function pendingReview() {
  const order = await paidOrder();
  const [row] = await query<{ id: number }>(
    `insert into reviews (order_id, order_item_id, product_id, customer_email, author_name, rating, title, text)
     values (?, ?, ?, 'buyer@example.com', 'Grace H.', 5, 'Glowing', 'It glows on our wall.') returning id`,
    [order.id, order.items[0]!.id, order.items[0]!.productId],
  );
  return row!.id;
}

/** A pending return of the order's first print. */
async function pendingReturn() {
  const order = await paidOrder();
  const [row] = await query<{ id: number }>(
    `insert into return_requests (order_id, order_item_id, customer_email, reason, status)
     values (?, ?, 'buyer@example.com', 'defective', 'pending') returning id`,
    [order.id, order.items[0]!.id],
  );
  return row!.id;
}

const COUPON = {
  code: 'HARBOUR10',
  discountType: 'percentage' as const,
  discountValue: '10',
  expiresAt: '2099-12-31',
  isActive: true,
  campaignName: 'Harbours',
};
const couponAsAudited = {
  code: 'HARBOUR10',
  discountType: 'percentage',
  discountValue: '10.00',
  minOrderAmount: null,
  maxUses: null,
  isActive: true,
  expiresAt: '2100-01-01T04:59:59.999Z',
  customerId: null,
  campaignName: 'Harbours',
  campaignDescription: null,
  notes: null,
};

const GIFT_CARD = { amount: '75', recipientEmail: 'friend@example.com', recipientName: 'Ada', message: 'For your new wall' };
/** What the trail keeps of a card: never its code. */
const giftCardAsAudited = (last4: string) => ({ last4, balance: '75.00', recipientEmail: 'friend@example.com', voidedAt: null });

interface AuditedCase {
  /** Makes what the action needs and does it as `actor`; answers the target's id and what is expected of the row. */
  run: (actor: Caller) => Promise<{ targetId: string | number; before: unknown; after: unknown }>;
  target: AuditTargetType;
  /** Who does it: an admin unless support may. */
  as?: 'support';
  /** Done on a shop without Printify (a demo shop). */
  demoShop?: true;
}

/** Every audited action, each done once: a new admin action is a new row here. */
const AUDITED: Record<AuditAction, AuditedCase> = {
  'tier.update': {
    target: 'premium_tier',
    run: async (actor) => {
      const after = { tier: 'silver' as const, returnWindowDays: 21, freeReturnShipping: true, freeStandardShipping: false, printDiscountPercent: 2 };
      await actor.admin.premium.updateTier(after);
      return { targetId: 'silver', before: DEFAULT_TIER_BENEFITS.silver, after };
    },
  },
  'catalogue.release_size': {
    target: 'catalogue',
    run: async (actor) => {
      const variant = { id: '60x40', size: '60"x40"', price: '589.00', isDefault: false, mockupImages: [], dimensions: null };
      const product = await createProduct({ sizeChecks: [{ variant, ppi: 120, verdict: 'held_back' }] });
      await actor.admin.products.releaseSize({ productId: product.id, variantId: '60x40' });
      const released = { productId: product.id, variantId: '60x40', size: '60"x40"', ppi: 120 };
      return { targetId: `${product.id}:60x40`, before: { ...released, verdict: 'held_back' }, after: { ...released, verdict: 'released' } };
    },
  },
  'product.translate': {
    target: 'product',
    run: async (actor) => {
      const product = await createProduct({ title: 'Harbour at Dusk' });
      await actor.admin.products.saveTranslation({ productId: product.id, locale: 'de', title: 'Hafen in der Dämmerung', description: 'Boote im <b>Abendlicht</b>.' });
      const after = { locale: 'de', title: 'Hafen in der Dämmerung', description: 'Boote im Abendlicht.', titleNeedsReview: false, descriptionNeedsReview: false };
      return { targetId: product.id, before: null, after };
    },
  },
  'category.translate': {
    target: 'category',
    run: async (actor) => {
      const [category] = await query<{ id: number }>("insert into categories (name) values ('Landscapes') returning id");
      await actor.admin.products.saveCategoryTranslation({ categoryId: category!.id, locale: 'fr', name: 'Paysages', description: '' });
      return { targetId: category!.id, before: null, after: { locale: 'fr', name: 'Paysages', description: null } };
    },
  },
  'customer.set_tier': {
    target: 'customer',
    run: async (actor) => {
      const customer = await createUser({ email: 'collector@example.com', vipNotes: 'Old note' });
      const answer = await actor.admin.premium.setStatus({ userId: customer.id, status: 'gold', notes: 'Collects harbour scenes' });
      return {
        targetId: customer.id,
        before: { premiumStatus: 'none', premiumSince: null, vipNotes: 'Old note' },
        after: { premiumStatus: 'gold', premiumSince: answer.premiumSince, vipNotes: 'Collects harbour scenes' },
      };
    },
  },
  'whitelist.add': {
    target: 'whitelist_entry',
    run: async (actor) => {
      const customer = await createUser({ email: 'traveller@example.com', premiumStatus: 'gold' });
      const entry = await actor.admin.premium.addIp({ userId: customer.id, ipAddress: '203.0.113.7', ipRange: '203.0.113.0/24', vpnProvider: 'Mullvad' });
      const after = { userId: customer.id, userEmail: 'traveller@example.com', ipAddress: '203.0.113.7', ipRange: '203.0.113.0/24', vpnProvider: 'Mullvad', reason: null, isActive: true };
      return { targetId: entry.id, before: null, after };
    },
  },
  'whitelist.remove': {
    target: 'whitelist_entry',
    run: async (actor) => {
      const customer = await createUser({ email: 'traveller@example.com', premiumStatus: 'gold' });
      const [entry] = await query<{ id: number }>(
        "insert into premium_ips (user_id, ip_address, is_active, created_at, updated_at) values (?, '198.51.100.4', true, now(), now()) returning id",
        [customer.id],
      );
      await actor.admin.premium.removeIp({ id: entry!.id });
      const before = { userId: customer.id, userEmail: 'traveller@example.com', ipAddress: '198.51.100.4', ipRange: null, vpnProvider: null, reason: null, isActive: true };
      return { targetId: entry!.id, before, after: null };
    },
  },
  'coupon.create': {
    target: 'coupon',
    run: async (actor) => {
      const coupon = await actor.admin.coupons.create(COUPON);
      return { targetId: coupon.id, before: null, after: couponAsAudited };
    },
  },
  'coupon.update': {
    target: 'coupon',
    run: async (actor) => {
      const { id } = await actor.admin.coupons.create(COUPON);
      await actor.admin.coupons.update({ ...COUPON, id, discountValue: '15', maxUses: '40' });
      return { targetId: id, before: couponAsAudited, after: { ...couponAsAudited, discountValue: '15.00', maxUses: 40 } };
    },
  },
  'coupon.delete': {
    target: 'coupon',
    run: async (actor) => {
      const [coupon] = await query<{ id: number }>(
        "insert into coupons (code, discount_type, discount_value, is_active, expires_at, current_uses, reserved_uses, campaign_name) values ('HARBOUR10', 'percentage', 10, true, '2100-01-01T04:59:59.999Z', 0, 0, 'Harbours') returning id",
      );
      await actor.admin.coupons.remove({ id: coupon!.id });
      return { targetId: coupon!.id, before: couponAsAudited, after: null };
    },
  },
  'order.refund': {
    target: 'order',
    run: async (actor) => {
      const order = await paidOrder();
      const answer = await actor.admin.orders.refund({ orderNumber: order.orderNumber, amount: '50.00', reason: 'Corner dented', idempotencyKey: 'refund-1' });
      // The same refund asked again is answered, not made or audited again.
      await actor.admin.orders.refund({ orderNumber: order.orderNumber, amount: '50.00', reason: 'Corner dented', idempotencyKey: 'refund-1' });
      return {
        targetId: order.orderNumber,
        before: { status: 'paid', amountRefunded: '0.00' },
        after: {
          status: 'partially_refunded',
          amountRefunded: '50.00',
          refund: { id: answer.refund.id, amount: '50.00', lines: null, reason: 'Corner dented', restocked: false, providerRefundId: answer.refund.providerRefundId },
        },
      };
    },
  },
  'order.cancel': {
    target: 'order',
    run: async (actor) => {
      const order = await paidOrder();
      const answer = await actor.admin.orders.cancel({ orderNumber: order.orderNumber, reason: 'Ordered twice' });
      return {
        targetId: order.orderNumber,
        before: { status: 'paid', amountRefunded: '0.00' },
        after: {
          status: 'cancelled',
          reason: 'Ordered twice',
          refund: { id: answer.refund!.id, amount: '259.20', lines: null, reason: 'Ordered twice', restocked: false, providerRefundId: answer.refund!.providerRefundId },
        },
      };
    },
  },
  'order.resend_email': {
    target: 'order',
    as: 'support',
    run: async (actor) => {
      const order = await paidOrder();
      await actor.admin.orders.resendEmail({ orderNumber: order.orderNumber, type: 'confirmation' });
      return { targetId: order.orderNumber, before: null, after: { type: 'confirmation', to: 'buyer@example.com' } };
    },
  },
  'order.mark_delivered': {
    target: 'order',
    demoShop: true,
    run: async (actor) => {
      const order = await paidOrder();
      const { deliveredAt } = await actor.admin.orders.markDelivered({ orderNumber: order.orderNumber });
      return { targetId: order.orderNumber, before: { status: 'paid', deliveredAt: null }, after: { status: 'delivered', deliveredAt } };
    },
  },
  'order.fix_shipping': {
    target: 'order',
    as: 'support',
    run: async (actor) => {
      const order = await paidOrder({ printifyId: 'pf-audited' });
      const stored = { firstName: 'Ada', lastName: 'Lovelace', email: 'buyer@example.com', phone: '+1 305 555 0100', apartment: null, city: 'Miami', state: 'FL', country: 'US' };
      const fix = { firstName: 'Ada', lastName: 'Lovelace', phone: '+1 305 555 0100', address: '2 Ocean Drive', city: 'Miami', state: 'FL', zipCode: '33139-1234', country: 'US' };
      await actor.admin.orders.fixShipping({ orderNumber: order.orderNumber, ...fix });
      return {
        targetId: order.orderNumber,
        before: { shippingAddress: { ...stored, address: '1 Ocean Drive', zipCode: '33139' }, printifyRefusal: null },
        after: { shippingAddress: { ...stored, address: '2 Ocean Drive', zipCode: '33139-1234' } },
      };
    },
  },
  'review.decide': {
    target: 'review',
    run: async (actor) => {
      const id = await pendingReview();
      await actor.admin.reviews.decide({ id, action: 'approve', note: 'Lovely photos' });
      return { targetId: id, before: { status: 'pending', note: null }, after: { status: 'approved', note: 'Lovely photos' } };
    },
  },
  'return.decide': {
    target: 'return_request',
    as: 'support',
    run: async (actor) => {
      const id = await pendingReturn();
      await actor.admin.returns.decide({ id, action: 'approve', note: 'Send it back in its box' });
      return {
        targetId: id,
        before: { status: 'pending' },
        after: { status: 'approved', decision: 'approve', note: 'Send it back in its box', refundAmount: null, replacementOrderNumber: null },
      };
    },
  },
  'gift_card.issue': {
    target: 'gift_card',
    run: async (actor) => {
      const card = await actor.admin.giftCards.issue(GIFT_CARD);
      return { targetId: card.id, before: null, after: { ...giftCardAsAudited(card.last4!), amount: '75.00' } };
    },
  },
  'gift_card.void': {
    target: 'gift_card',
    run: async (actor) => {
      const card = await actor.admin.giftCards.issue(GIFT_CARD);
      const voided = await actor.admin.giftCards.void({ id: card.id, reason: 'Sent to the wrong address' });
      return {
        targetId: card.id,
        before: giftCardAsAudited(card.last4!),
        after: { ...giftCardAsAudited(card.last4!), balance: '0.00', voidedAt: voided.voidedAt, reason: 'Sent to the wrong address' },
      };
    },
  },
  'gift_card.adjust': {
    target: 'gift_card',
    run: async (actor) => {
      const card = await actor.admin.giftCards.issue(GIFT_CARD);
      await actor.admin.giftCards.adjust({ id: card.id, amount: '-25', reason: 'Part paid by cheque' });
      return {
        targetId: card.id,
        before: giftCardAsAudited(card.last4!),
        after: { ...giftCardAsAudited(card.last4!), balance: '50.00', amount: '-25.00', reason: 'Part paid by cheque' },
      };
    },
  },
  'contact.set_status': {
    target: 'contact_message',
    as: 'support',
    run: async (actor) => {
      await (await callerFor(null, { services })).contact.send({ name: 'Grace Hopper', email: 'grace@example.com', subject: 'Investor', message: 'Hello there.' });
      const [message] = await query<{ id: number }>('select id from contact_submissions');
      await actor.admin.contactMessages.setStatus({ id: message!.id, status: 'processed' });
      return { targetId: message!.id, before: { status: 'pending' }, after: { status: 'processed' } };
    },
  },
  'printify.sync': {
    target: 'catalogue',
    run: async (actor) => {
      standin.addCanvasProduct({ title: 'Harbour at Dusk', tags: ['Waterfronts'], sizes: [{ width: 24, height: 16, price: 12900 }] });
      await actor.printify.sync();
      return { targetId: 'printify', before: null, after: { synced: 1, publishingFixed: 0, failed: [] } };
    },
  },
  'printify.auto_fix_publishing': {
    target: 'catalogue',
    run: async (actor) => {
      standin.publish(standin.addCanvasProduct({ title: 'Stuck', sizes: [{ width: 24, height: 16, price: 12900 }] }).id);
      await actor.printify.autoFixPublishing();
      return { targetId: 'printify', before: null, after: { publishingFixed: 1, stuckProducts: 1 } };
    },
  },
  'printify.complete_publishing': {
    target: 'printify_product',
    run: async (actor) => {
      const product = standin.addCanvasProduct({ title: 'Stuck', sizes: [{ width: 24, height: 16, price: 12900 }] });
      standin.publish(product.id);
      const answer = await actor.printify.completePublishing({ id: product.id });
      return { targetId: product.id, before: null, after: { id: product.id, title: 'Stuck', status: 'published', productId: answer.productId } };
    },
  },
  'printify.fix_publishing_permanently': {
    target: 'catalogue',
    run: async (actor) => {
      const answer = await actor.printify.fixPublishingPermanently();
      return { targetId: 'printify', before: null, after: answer };
    },
  },
  'email.test': {
    target: 'email',
    run: async (actor) => {
      const answer = await actor.admin.testEmail({ email: 'tester@example.com', type: 'shipping' });
      return { targetId: 'tester@example.com', before: null, after: { type: 'shipping', subject: answer.subject } };
    },
  },
};

describe('each staff write', () => {
  for (const [action, audited] of Object.entries(AUDITED)) {
    it(`${action} leaves exactly one row with who, the target, and before and after`, async () => {
      const actor = audited.as === 'support' ? await support() : await admin(audited.demoShop ? { ...services, printify: null } : services);
      const expected = await audited.run(actor);
      const rows = (await auditRows()).filter((row) => row.action === action);
      expect(rows).toEqual([
        {
          actor_email: audited.as === 'support' ? SUPPORT_STAFF_EMAIL : ADMIN_EMAIL,
          actor_role: audited.as ?? 'admin',
          action,
          target_type: audited.target,
          target_id: String(expected.targetId),
          before: expected.before,
          after: expected.after,
        },
      ]);
    });
  }

  it('refused or failed leaves no row, and nothing written', async () => {
    const curator = await admin();
    await expect(curator.admin.coupons.remove({ id: 999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(curator.admin.premium.setStatus({ userId: 999, status: 'gold' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const order = await paidOrder();
    await expect(curator.admin.orders.refund({ orderNumber: order.orderNumber, amount: '900.00', reason: 'Too much' })).rejects.toMatchObject({ code: 'CONFLICT' });
    // Where Printify reports deliveries, nobody marks one by hand.
    await expect(curator.admin.orders.markDelivered({ orderNumber: order.orderNumber })).rejects.toMatchObject({ code: 'CONFLICT' });
    // Support may not refund: refused before anything is looked at.
    await expect((await support()).admin.orders.refund({ orderNumber: order.orderNumber, amount: '5.00', reason: 'Goodwill' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await auditRows()).toEqual([]);
    expect(await query('select count(*)::int as n from order_refunds')).toEqual([{ n: 0 }]);
  });

  it('a Printify action that fails is recorded with its error, since it may have changed products before failing', async () => {
    // Printify's listing fails on both tries.
    standin.failNext(2, 500);
    await expect((await admin()).printify.sync()).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    expect(await auditRows()).toEqual([expect.objectContaining({ action: 'printify.sync', after: { error: expect.stringMatching(/Printify/) } })]);
  });
});

describe('the audit table', () => {
  // The shop's own role has no right to try (audit-role.test.ts); the trigger stops even the tables' owner, here a superuser.
  it('refuses UPDATE, DELETE and TRUNCATE of its rows, whoever asks', async () => {
    const { em } = await testOrm();
    const owner = await ownerClient();
    await recordAudit(em.fork(), {
      actor: { email: ADMIN_EMAIL, role: 'admin' },
      action: 'coupon.delete',
      target: { type: 'coupon', id: 7 },
      before: { code: 'GONE' },
      after: null,
    });
    await expect(owner.query("update admin_audit set actor_email = 'someone@else.example'")).rejects.toThrow(/append-only/);
    await expect(owner.query('delete from admin_audit')).rejects.toThrow(/append-only/);
    await expect(owner.query('truncate admin_audit')).rejects.toThrow(/append-only/);
    expect(await auditRows()).toEqual([
      { actor_email: ADMIN_EMAIL, actor_role: 'admin', action: 'coupon.delete', target_type: 'coupon', target_id: '7', before: { code: 'GONE' }, after: null },
    ]);
  });
});

describe('reading the trail', () => {
  async function threeRows() {
    const em = (await testOrm()).em.fork();
    const record = (email: string, action: AuditAction, type: AuditTargetType, id: string) =>
      recordAudit(em, { actor: { email, role: email === SUPPORT_STAFF_EMAIL ? 'support' : 'admin' }, action, target: { type, id }, before: null, after: { n: id } });
    await record(ADMIN_EMAIL, 'order.refund', 'order', 'CL-20261126-AAAAAA');
    await record(SUPPORT_STAFF_EMAIL, 'order.resend_email', 'order', 'CL-20261126-BBBBBB');
    await record(ADMIN_EMAIL, 'coupon.create', 'coupon', '12');
  }

  it('pages newest first and filters by actor, target kind or one target, and action', async () => {
    await threeRows();
    const em = (await testOrm()).em.fork();
    const ids = async (filters: object, limit = 25) => (await listAudit(em, { limit, actor: undefined, ...filters })).items.map((row) => row.targetId);
    expect(await ids({})).toEqual(['12', 'CL-20261126-BBBBBB', 'CL-20261126-AAAAAA']);
    expect(await ids({ actor: 'HELPDESK' })).toEqual(['CL-20261126-BBBBBB']);
    expect(await ids({ target: 'order' })).toEqual(['CL-20261126-BBBBBB', 'CL-20261126-AAAAAA']);
    expect(await ids({ target: 'order:CL-20261126-AAAAAA' })).toEqual(['CL-20261126-AAAAAA']);
    expect(await ids({ action: 'coupon.create' })).toEqual(['12']);
    const first = await listAudit(em, { limit: 2, actor: undefined });
    expect(first).toMatchObject({ total: 3, nextCursor: expect.any(String) });
    expect((await listAudit(em, { limit: 2, actor: undefined, cursor: first.nextCursor! })).items.map((row) => row.targetId)).toEqual(['CL-20261126-AAAAAA']);
  });

  it('as CSV: every matching row, newest first, a batch at a time, with formula-looking cells made inert', async () => {
    await threeRows();
    const em = (await testOrm()).em.fork();
    await recordAudit(em, { actor: { email: '=cmd@example.com', role: 'admin' }, action: 'email.test', target: { type: 'email', id: '+1@example.com' }, before: null, after: null });
    const chunks: string[] = [];
    for await (const chunk of auditCsv(em, { actor: undefined }, 2)) chunks.push(chunk);
    const lines = chunks.join('').trimEnd().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Staff,Role,Action,Target,Target id,Before (JSON),After (JSON)');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 6).join(','))).toEqual([
      "'=cmd@example.com,admin,email.test,email,'+1@example.com",
      `${ADMIN_EMAIL},admin,coupon.create,coupon,12`,
      `${SUPPORT_STAFF_EMAIL},support,order.resend_email,order,CL-20261126-BBBBBB`,
      `${ADMIN_EMAIL},admin,order.refund,order,CL-20261126-AAAAAA`,
    ]);
    expect(lines[2]).toContain(',"{""n"":""12""}"');
  });
});
