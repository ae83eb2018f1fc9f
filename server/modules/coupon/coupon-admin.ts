import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { AdminCoupon, CouponInput, CouponListInput } from '../../../src/coupons.ts';
import { centsToDecimal } from '../../../src/money.ts';
import type { Page } from '../../../src/paging.ts';
import type { DiscountType } from '../../../src/statuses.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { asDriverException, countOf, idPageOf, likeContaining } from '../common/index.ts';
import { CUSTOMER_NOT_FOUND } from '../premium/index.ts';
import { couponSql } from './tables.ts';

/**
 * The Coupon Management tab (spec sections 2, 4 and 5). Checkout and /api/coupons/validate read the
 * coupon row on every call (coupon-validation.ts, coupon-uses.ts), so a change here holds for the
 * very next one. Orders keep the code they used as text, and a checkout's hold lets go of a deleted
 * coupon (reservations.coupon_id is set null), so deleting one leaves every order as it was.
 */

export const COUPON_NOT_FOUND = 'There is no coupon with that id.';
const duplicateCode = (code: string) => `A coupon with the code ${code} already exists`;

const coupons = (em: EntityManager) => couponSql(em).selectFrom('coupons as c').leftJoin('users as u', 'u.id', 'c.customer_id');
type CouponQuery = ReturnType<typeof coupons>;

async function readCoupons(em: EntityManager, now: Date, narrow: (query: CouponQuery) => CouponQuery, limit: number): Promise<AdminCoupon[]> {
  const rows = await narrow(coupons(em))
    .select([
      'c.id',
      'c.code',
      'c.discount_type',
      'c.discount_value',
      'c.min_order_amount',
      'c.max_uses',
      'c.current_uses',
      'c.is_active',
      'c.expires_at',
      'c.customer_id',
      'u.email as customer_email',
      'c.campaign_name',
      'c.campaign_description',
      'c.notes',
      'c.created_at',
      'c.updated_at',
    ])
    // The column's check constraint keeps it to the discount types.
    .$narrowType<{ discount_type: DiscountType }>()
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const expiresAt = new Date(row.expires_at);
    return {
      id: row.id,
      code: row.code,
      discountType: row.discount_type,
      discountValue: row.discount_value,
      minOrderAmount: row.min_order_amount,
      maxUses: row.max_uses,
      currentUses: row.current_uses,
      isActive: row.is_active,
      expiresAt: expiresAt.toISOString(),
      state: expiresAt > now ? 'Active' : 'Expired',
      customerId: row.customer_id,
      customerEmail: row.customer_email,
      campaignName: row.campaign_name,
      campaignDescription: row.campaign_description,
      notes: row.notes,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}

const readCoupon = async (em: EntityManager, now: Date, id: number) => (await readCoupons(em, now, (query) => query.where('c.id', '=', id), 1))[0];

/** One page, newest first; the search matches a substring of the code, the campaign or the customer's e-mail. */
export async function listCoupons(
  em: EntityManager,
  now: Date,
  { search, cursor, limit }: z.output<typeof CouponListInput>,
): Promise<Page<AdminCoupon>> {
  const matching = (query: CouponQuery) => {
    if (!search) return query;
    const pattern = likeContaining(search.toLowerCase());
    return query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['c.code']), 'like', pattern),
        eb(eb.fn('lower', ['c.campaign_name']), 'like', pattern),
        eb(eb.fn('lower', ['u.email']), 'like', pattern),
      ]),
    );
  };
  return idPageOf(
    { cursor, limit },
    (below, take) => readCoupons(em, now, (query) => matching(below === undefined ? query : query.where('c.id', '<', below)), take),
    () => countOf(matching(coupons(em))),
  );
}

type CouponFields = z.output<typeof CouponInput>;

/** The row's columns from the form's fields: amounts back to 2-decimal strings, left-out fields null. */
const columnsOf = (coupon: CouponFields) => ({
  code: coupon.code,
  discount_type: coupon.discountType,
  discount_value: centsToDecimal(coupon.discountValue!),
  min_order_amount: coupon.minOrderAmount === undefined ? null : centsToDecimal(coupon.minOrderAmount),
  max_uses: coupon.maxUses ?? null,
  is_active: coupon.isActive,
  expires_at: coupon.expiresAt,
  customer_id: coupon.customerId ?? null,
  campaign_name: coupon.campaignName ?? null,
  campaign_description: coupon.campaignDescription ?? null,
  notes: coupon.notes ?? null,
});

/**
 * What a write must not break, checked before it: an edited coupon still there, its limit not below the
 * uses already made or held by checkouts under way, the code unique whatever its letter case (codes are
 * matched case-insensitively at checkout) and the customer of a private coupon known.
 */
async function checkWrite(em: EntityManager, coupon: CouponFields, id?: number): Promise<void> {
  const db = couponSql(em);
  if (id !== undefined) {
    const uses = await db.selectFrom('coupons').select(['current_uses', 'reserved_uses']).where('id', '=', id).executeTakeFirst();
    if (!uses) throw new DomainError('NOT_FOUND', COUPON_NOT_FOUND);
    const taken = uses.current_uses + uses.reserved_uses;
    if (coupon.maxUses !== undefined && coupon.maxUses < taken) {
      throw new DomainError('BAD_REQUEST', `maxUses: Max uses cannot be below the ${taken} ${taken === 1 ? 'use' : 'uses'} this coupon already has`);
    }
  }
  const clash = await db
    .selectFrom('coupons')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['code']), '=', coupon.code.toLowerCase()))
    .$if(id !== undefined, (query) => query.where('id', '!=', id!))
    .executeTakeFirst();
  if (clash) throw new DomainError('CONFLICT', duplicateCode(coupon.code));
  if (coupon.customerId !== undefined) {
    const customer = await db.selectFrom('users').select('id').where('id', '=', coupon.customerId).executeTakeFirst();
    if (!customer) throw new DomainError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  }
}

/** Two admins saving the same new code at once: the unique key refuses the second, answered as the check would. */
async function writing<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (asDriverException(error) instanceof UniqueConstraintViolationException) throw new DomainError('CONFLICT', duplicateCode(code));
    throw error;
  }
}

/** What the audit trail keeps of a coupon: the fields the form holds. */
const couponOf = (coupon: AdminCoupon) => ({
  code: coupon.code,
  discountType: coupon.discountType,
  discountValue: coupon.discountValue,
  minOrderAmount: coupon.minOrderAmount,
  maxUses: coupon.maxUses,
  isActive: coupon.isActive,
  expiresAt: coupon.expiresAt,
  customerId: coupon.customerId,
  campaignName: coupon.campaignName,
  campaignDescription: coupon.campaignDescription,
  notes: coupon.notes,
});

/** Each write and its audit row in one transaction. */
const auditedWrite = <T>(em: EntityManager, write: (tx: EntityManager) => Promise<T>) => em.fork().transactional(write);

export async function createCoupon(em: EntityManager, now: Date, coupon: CouponFields, actor: AuditActor): Promise<AdminCoupon> {
  return auditedWrite(em, async (tx) => {
    await checkWrite(tx, coupon);
    const created = await writing(coupon.code, () =>
      couponSql(tx)
        .insertInto('coupons')
        .values({ ...columnsOf(coupon), current_uses: 0, reserved_uses: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const after = (await readCoupon(tx, now, created.id))!;
    await recordAudit(tx, { actor, action: 'coupon.create', target: { type: 'coupon', id: after.id }, before: null, after: couponOf(after) });
    return after;
  });
}

/** Replaces every field the form holds; the uses made so far stay. 404 for an unknown id. */
export async function updateCoupon(em: EntityManager, now: Date, { id, ...coupon }: CouponFields & { id: number }, actor: AuditActor): Promise<AdminCoupon> {
  return auditedWrite(em, async (tx) => {
    await checkWrite(tx, coupon, id);
    const before = await readCoupon(tx, now, id);
    const updated = await writing(coupon.code, () =>
      couponSql(tx)
        .updateTable('coupons')
        .set({ ...columnsOf(coupon), updated_at: now })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst(),
    );
    if (!before || !updated) throw new DomainError('NOT_FOUND', COUPON_NOT_FOUND);
    const after = (await readCoupon(tx, now, id))!;
    await recordAudit(tx, { actor, action: 'coupon.update', target: { type: 'coupon', id }, before: couponOf(before), after: couponOf(after) });
    return after;
  });
}

export async function removeCoupon(em: EntityManager, now: Date, id: number, actor: AuditActor): Promise<{ id: number }> {
  return auditedWrite(em, async (tx) => {
    const before = await readCoupon(tx, now, id);
    const removed = before && (await couponSql(tx).deleteFrom('coupons').where('id', '=', id).returning('id').executeTakeFirst());
    if (!before || !removed) throw new DomainError('NOT_FOUND', COUPON_NOT_FOUND);
    await recordAudit(tx, { actor, action: 'coupon.delete', target: { type: 'coupon', id }, before: couponOf(before), after: null });
    return removed;
  });
}
