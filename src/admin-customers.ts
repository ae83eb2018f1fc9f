import { z } from 'zod';
import { ADMIN_PAGE_SIZE, AdminPremiumIp, PremiumStatusValue } from './admin.ts';
import { Id } from './cart.ts';
import { CLIENT_TYPE_VALUES } from './client-types.ts';
import { listPaging } from './paging.ts';
import { CONTACT_STATUSES, ORDER_STATUSES, RETURN_STATUSES } from './statuses.ts';
import { text } from './text.ts';

/**
 * The Customers tab of the admin dashboard: every account, found by e-mail or name, client type and
 * tier, and one customer with what the shop knows of them. Money is 2-decimal strings of US dollars.
 */

const Money = z.string().regex(/^-?\d+\.\d{2}$/);

export const ClientTypeValue = z.enum(CLIENT_TYPE_VALUES, { message: 'Client type must be one of the client types of sign-up' });

/** What the list and its CSV export are filtered by. */
const customerFilters = {
  /** Part of the e-mail or name. */
  q: text('Search', { max: 100, tooLong: 'Search for at most 100 characters' })
    .optional()
    .transform((q) => q || undefined),
  clientType: ClientTypeValue.optional(),
  tier: PremiumStatusValue.optional(),
};

export const CustomerListInput = z.strictObject({ ...listPaging(ADMIN_PAGE_SIZE), ...customerFilters });
export type CustomerListInput = z.input<typeof CustomerListInput>;

/** GET /api/admin/customers.csv's query: the list's filters, every matching customer. */
export const CustomerExportInput = z.strictObject(customerFilters);
export type CustomerExportInput = z.input<typeof CustomerExportInput>;

export const CustomerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  clientType: ClientTypeValue.nullable(),
  premiumStatus: PremiumStatusValue,
  orderCount: z.number().int(),
  totalSpent: Money,
  /** ISO 8601; null before the first order. */
  lastOrderAt: z.string().nullable(),
  /** When they signed up, ISO 8601. */
  createdAt: z.string(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;

export const CustomerIdInput = z.strictObject({ id: Id('Customer') });

/** How many of each a customer's page shows, newest first (the counts say when there are more). */
export const CUSTOMER_DETAIL_ROWS = 50;

export const CustomerDetail = z.object({
  profile: CustomerRow.extend({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    premiumSince: z.string().nullable(),
    vipNotes: z.string().nullable(),
  }),
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      createdAt: z.string(),
      status: z.enum(ORDER_STATUSES),
      itemCount: z.number().int(),
      total: Money,
      amountRefunded: Money,
      currency: z.string(),
    }),
  ),
  returns: z.array(
    z.object({
      id: z.number().int(),
      orderNumber: z.string(),
      title: z.string(),
      reason: z.string(),
      status: z.enum(RETURN_STATUSES),
      createdAt: z.string(),
    }),
  ),
  /** Messages sent through /contact from the customer's address (in any letter case). */
  contactMessages: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      message: z.string(),
      status: z.enum(CONTACT_STATUSES),
      createdAt: z.string(),
    }),
  ),
  whitelist: z.array(AdminPremiumIp.omit({ userId: true, userEmail: true, userPremiumStatus: true })),
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;
