import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { EmailAddress } from './auth.ts';
import { Id } from './cart.ts';
import { listPaging, SearchText } from './paging.ts';
import { PREMIUM_STATUSES } from './statuses.ts';
import { optionalText, text } from './text.ts';

/**
 * The admin calls (spec sections 2, 3, 5 and 7): the lists' paging, the Premium Customers and VPN
 * Whitelist tabs and /email-test; the schemas the procedures parse with and the forms validate with,
 * and the shapes they answer. Coupons have their own file (coupons.ts), as returns do (returns.ts).
 */

/** Every admin list: a page of 25 by default, newest first, searched on the server. */
export const ADMIN_PAGE_SIZE = 25;
export const adminPageInput = {
  search: SearchText.optional(),
  ...listPaging(ADMIN_PAGE_SIZE),
};

export const PremiumStatusValue = z.enum(PREMIUM_STATUSES, { message: 'Status must be one of none, silver, gold or platinum' });

export const SELECT_CUSTOMER = 'Please select a customer';

/** A customer chosen in a form: nothing chosen (missing, empty, 0) reads as the spec's message. */
export const ChosenCustomer = z.coerce
  .number({ message: SELECT_CUSTOMER })
  .int(SELECT_CUSTOMER)
  .positive(SELECT_CUSTOMER)
  .max(2_147_483_647, 'Customer id is out of range');

// ---- Premium customers ----

export const PremiumCustomerListInput = z.strictObject({ ...adminPageInput, tier: PremiumStatusValue.optional() });
export type PremiumCustomerListInput = z.input<typeof PremiumCustomerListInput>;

export const AdminCustomer = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  premiumStatus: PremiumStatusValue,
  /** ISO 8601; when the customer first got a tier, kept across tier changes, cleared with `none`. */
  premiumSince: z.string().nullable(),
  vipNotes: z.string().nullable(),
  /** 2-decimal string. */
  totalSpent: z.string(),
  orderCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

// ---- The tier table (what each tier changes: src/tier-benefits.ts) ----

/** The longest return window a tier may give, and the largest discount on prints. */
export const MAX_RETURN_WINDOW_DAYS = 365;
export const MAX_PRINT_DISCOUNT_PERCENT = 50;

/** One tier's row as the Premium tab saves it; it holds for the next quote and order, never for placed ones. */
export const UpdateTierInput = z.strictObject({
  tier: PremiumStatusValue,
  returnWindowDays: z
    .number({ message: 'The return window is a number of days' })
    .int('The return window is a whole number of days')
    .min(1, 'The return window is at least 1 day')
    .max(MAX_RETURN_WINDOW_DAYS, `The return window is at most ${MAX_RETURN_WINDOW_DAYS} days`),
  freeReturnShipping: z.boolean({ message: 'Free return shipping is yes or no' }),
  freeStandardShipping: z.boolean({ message: 'Free standard shipping is yes or no' }),
  printDiscountPercent: z
    .number({ message: 'The discount is a percentage' })
    .int('The discount is a whole percentage')
    .min(0, 'The discount cannot be negative')
    .max(MAX_PRINT_DISCOUNT_PERCENT, `The discount is at most ${MAX_PRINT_DISCOUNT_PERCENT}%`),
});
export type UpdateTierInput = z.input<typeof UpdateTierInput>;

export const VIP_NOTES_MAX = 1000;

export const SetPremiumStatusInput = z.strictObject({
  userId: ChosenCustomer,
  status: PremiumStatusValue,
  /** Left out, the notes stay as they are; blank or null clears them. */
  notes: text('VIP notes', { max: VIP_NOTES_MAX, multiline: true })
    .nullish()
    .transform((notes) => (notes === undefined ? undefined : notes || null)),
});
export type SetPremiumStatusInput = z.input<typeof SetPremiumStatusInput>;

// ---- VPN whitelist ----

export const IP_REQUIRED = 'Please enter an IP address';
export const IP_INVALID = 'Enter a valid IPv4 or IPv6 address, such as 203.0.113.7';
export const RANGE_INVALID = 'Enter the range in CIDR notation, such as 203.0.113.0/24';
export const RANGE_MISSES_ADDRESS = 'The CIDR range must contain the IP address';

/** An IPv4 address in four decimal parts (not the legacy forms such as "1" or "0x7f.1"), or any IPv6 address. */
function parseIp(value: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value);
  return ipaddr.IPv6.isValid(value) ? ipaddr.IPv6.parse(value) : null;
}

function parseRange(value: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  const [network = '', bits = '', ...rest] = value.split('/');
  const address = parseIp(network);
  if (!address || rest.length > 0 || !/^\d{1,3}$/.test(bits)) return null;
  const prefix = Number(bits);
  return prefix <= (address.kind() === 'ipv4' ? 32 : 128) ? [address, prefix] : null;
}

export const AddPremiumIpInput = z
  .strictObject({
    userId: ChosenCustomer,
    ipAddress: text('IP address', { max: 45, required: IP_REQUIRED, tooLong: IP_INVALID })
      // Blank is said once, by IP_REQUIRED.
      .refine((value) => value === '' || parseIp(value) !== null, IP_INVALID),
    ipRange: optionalText('CIDR range', 50).refine((value) => value === undefined || parseRange(value) !== null, RANGE_INVALID),
    vpnProvider: optionalText('VPN provider', 100),
    reason: optionalText('Reason', 500),
  })
  .superRefine(({ ipAddress, ipRange }, ctx) => {
    const address = parseIp(ipAddress);
    const range = ipRange === undefined ? null : parseRange(ipRange);
    if (address && range && (address.kind() !== range[0].kind() || !address.match(range))) {
      ctx.addIssue({ code: 'custom', path: ['ipRange'], message: RANGE_MISSES_ADDRESS });
    }
  });
export type AddPremiumIpInput = z.input<typeof AddPremiumIpInput>;

export const PremiumIpListInput = z.strictObject(adminPageInput);
export type PremiumIpListInput = z.input<typeof PremiumIpListInput>;

export const AdminPremiumIp = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userEmail: z.string(),
  /** The customer's tier: an entry lets its address through only while the customer is premium. */
  userPremiumStatus: PremiumStatusValue,
  ipAddress: z.string(),
  ipRange: z.string().nullable(),
  vpnProvider: z.string().nullable(),
  reason: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminPremiumIp = z.infer<typeof AdminPremiumIp>;

export const PremiumIpId = z.strictObject({ id: Id('Whitelist entry') });

export const RemovedRow = z.object({ id: z.number().int() });

/** Admin lists (e.g. refunds): how many rows to show, newest first. */
export const AdminListInput = z.strictObject({ limit: z.number().int().min(1).max(500).default(100) });

// ---- /email-test (spec sections 2 and 7): an admin sends one of the shop's real e-mails, filled with a sample order ----

export const TEST_EMAIL_TYPES = ['order', 'shipping'] as const;
export type TestEmailType = (typeof TEST_EMAIL_TYPES)[number];

export const TestEmailInput = z.strictObject({
  email: EmailAddress,
  type: z.enum(TEST_EMAIL_TYPES, { message: 'Type must be order or shipping' }),
});
export type TestEmailInput = z.input<typeof TestEmailInput>;

export const TestEmailReceipt = z.object({
  message: z.string(),
  to: z.string(),
  type: z.enum(TEST_EMAIL_TYPES),
  subject: z.string(),
});
export type TestEmailReceipt = z.infer<typeof TestEmailReceipt>;

// ---- Print resolution (the Products tab: sizes held back or flagged for their artwork's pixels) ----

export const ReleaseSizeInput = z.strictObject({
  productId: z.number({ message: 'Choose a print' }).int('Choose a print').positive('Choose a print').max(2_147_483_647, 'Choose a print'),
  variantId: text('Size', { max: 100, required: 'Choose a size' }),
});
export type ReleaseSizeInput = z.input<typeof ReleaseSizeInput>;

export const AdminSizeCheck = z.object({
  variantId: z.string(),
  size: z.string(),
  ppi: z.number().int(),
  verdict: z.enum(['held_back', 'flagged', 'released']),
  /** Who released a held-back size, and when (ISO 8601); null otherwise. */
  releasedBy: z.string().nullable(),
  releasedAt: z.string().nullable(),
});
export type AdminSizeCheck = z.infer<typeof AdminSizeCheck>;

export const AdminPrintSizes = z.object({ productId: z.number().int(), title: z.string(), sizes: z.array(AdminSizeCheck) });
export type AdminPrintSizes = z.infer<typeof AdminPrintSizes>;
