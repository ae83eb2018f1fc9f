import { z } from 'zod';
import { Id } from './cart.ts';
import { amount } from './amount-field.ts';
import { toCents } from './money.ts';
import { adminPageInput } from './admin.ts';
import { endOfShopDay, FIRST_FILTER_DAY, LAST_FILTER_DAY, shopDate } from './shop-time.ts';
import { DISCOUNT_TYPES } from './statuses.ts';
import { optionalText, text } from './text.ts';

/**
 * Coupons (spec sections 3, 4 and 5): the shopper's check of a code against an order amount, and the
 * admin dashboard's Coupon Management tab (the one schema the form validates with and the procedures
 * parse with, and the shape a coupon is listed in).
 */

export const CouponListInput = z.strictObject(adminPageInput);
export type CouponListInput = z.input<typeof CouponListInput>;

const MAX_USES_MESSAGE = 'Max uses must be a whole number of at least 1';

/** A positive whole number, or blank / null for no limit. */
const MaxUses = z
  .union([z.number({ message: MAX_USES_MESSAGE }), z.string({ message: MAX_USES_MESSAGE }).trim(), z.null()], { message: MAX_USES_MESSAGE })
  .transform((value, ctx) => {
    if (value === null || value === '') return undefined;
    const uses = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(Number.isInteger(uses) && uses >= 1 && uses <= 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: MAX_USES_MESSAGE });
      return z.NEVER;
    }
    return uses;
  });

export const EXPIRY_REQUIRED = 'Expiry date is required';
const EXPIRY_INVALID = 'Enter the expiry as a date such as 2027-12-31';
const EXPIRY_OUT_OF_RANGE = `The expiry must be a day from ${FIRST_FILTER_DAY} to ${LAST_FILTER_DAY}`;

/** A date (YYYY-MM-DD, the end of that day in the shop's time zone) or a full ISO 8601 instant. */
const ExpiresAt = text('Expiry date', { max: 40, required: EXPIRY_REQUIRED }).transform((value, ctx) => {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const valid = dateOnly || z.iso.datetime({ offset: true }).safeParse(value).success;
  const instant = !valid ? null : dateOnly ? endOfShopDay(value) : new Date(value);
  // A date such as 2027-02-30 must not roll over into March.
  if (!instant || Number.isNaN(instant.getTime()) || (dateOnly && shopDate(instant) !== value)) {
    ctx.addIssue({ code: 'custom', message: EXPIRY_INVALID });
    return z.NEVER;
  }
  // The back office's dates keep to one range (year 0 or 9999 is a typing slip, and PostgreSQL has no year 0).
  const day = shopDate(instant);
  if (day < FIRST_FILTER_DAY || day > LAST_FILTER_DAY) {
    ctx.addIssue({ code: 'custom', message: EXPIRY_OUT_OF_RANGE });
    return z.NEVER;
  }
  return instant;
});

export const CODE_PATTERN_MESSAGE = 'Use letters, digits, - and _ only';

const CouponFields = z.strictObject({
  code: text('Coupon code', { max: 50, required: 'Coupon code is required', tooLong: 'A coupon code has at most 50 characters' })
    .regex(/^[A-Za-z0-9_-]*$/, CODE_PATTERN_MESSAGE)
    .transform((code) => code.toUpperCase()),
  discountType: z.enum(DISCOUNT_TYPES, { message: 'Discount type must be percentage or fixed' }).default('percentage'),
  discountValue: amount('Discount value', { required: 'Discount value is required' }),
  minOrderAmount: amount('Minimum order amount').optional(),
  maxUses: MaxUses.optional(),
  expiresAt: ExpiresAt,
  isActive: z.boolean({ message: 'Active must be true or false' }).default(true),
  /** A private coupon names its customer; nothing chosen makes it public. */
  customerId: z
    .union([z.number(), z.string().trim(), z.null()], { message: 'Customer must be a customer id' })
    .transform((value, ctx) => {
      if (value === null || value === '' || value === 0) return undefined;
      const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
      if (!(Number.isInteger(id) && id > 0 && id <= 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: 'Customer must be a customer id' });
        return z.NEVER;
      }
      return id;
    })
    .optional(),
  campaignName: optionalText('Campaign name', 100),
  campaignDescription: optionalText('Campaign description', 1000),
  notes: optionalText('Notes', 1000),
});

const refineCoupon = <T extends { discountType: string; discountValue: number | undefined }>(coupon: T, ctx: z.RefinementCtx) => {
  if (coupon.discountValue === undefined) return;
  if (coupon.discountValue <= 0) ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'Discount value must be more than 0' });
  if (coupon.discountType === 'percentage' && coupon.discountValue > 100_00) {
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message: 'A percentage discount is at most 100' });
  }
};

/** What the form sends to create a coupon; amounts come out as cents. */
export const CouponInput = CouponFields.superRefine(refineCoupon);
export type CouponInput = z.input<typeof CouponInput>;

export const UpdateCouponInput = CouponFields.extend({ id: Id('Coupon') }).superRefine(refineCoupon);
export type UpdateCouponInput = z.input<typeof UpdateCouponInput>;

export const CouponId = z.strictObject({ id: Id('Coupon') });

export const COUPON_STATES = ['Active', 'Expired'] as const;

export const AdminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Percent for percentage coupons, dollars for fixed ones; 2-decimal string. */
  discountValue: z.string(),
  minOrderAmount: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  isActive: z.boolean(),
  expiresAt: z.string(),
  /** Spec section 4: Active while the expiry is in the future, otherwise Expired. */
  state: z.enum(COUPON_STATES),
  customerId: z.number().int().nullable(),
  customerEmail: z.string().nullable(),
  campaignName: z.string().nullable(),
  campaignDescription: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

// ---- The shopper's coupon check ----

const Money = z.string().regex(/^\d+\.\d{2}$/);

const AMOUNT_MESSAGE = 'The order amount must be an amount in dollars of 0 or more, e.g. 129.50';

/** Dollars, as a number or a string of at most 2 decimals, within what numeric(10,2) holds; parsed to cents. */
const OrderAmount = z
  .union(
    [
      z.number().min(0, AMOUNT_MESSAGE).max(99_999_999.99, 'The order amount is too large'),
      z.string().trim().regex(/^\d{1,8}(\.\d{1,2})?$/, AMOUNT_MESSAGE),
    ],
    { message: AMOUNT_MESSAGE },
  )
  .transform(toCents);

export const CouponValidateInput = z
  .strictObject({
    code: text('A coupon code', { max: 50, required: 'Please enter a coupon code', tooLong: 'A coupon code has at most 50 characters' }),
    orderAmount: OrderAmount,
  })
  .transform(({ code, orderAmount }) => ({ code, orderCents: orderAmount }));
export type CouponValidateInput = z.input<typeof CouponValidateInput>;

export const CouponDiscount = z.object({
  /** As the shop stores it, whatever case the shopper typed. */
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Percent for percentage coupons, dollars for fixed ones. */
  discountValue: Money,
  /** What the coupon takes off this order amount: never more than the amount. */
  discountAmount: Money,
});
export type CouponDiscount = z.infer<typeof CouponDiscount>;
