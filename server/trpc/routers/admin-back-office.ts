import { CustomerIdInput, CustomerListInput } from '../../../src/admin-customers.ts';
import { OverviewInput } from '../../../src/admin-overview.ts';
import { adminCustomerDetail, adminOverview, listCustomers } from '../../modules/back-office/index.ts';
import { adminProcedure, router, staffProcedure } from '../init.ts';

/**
 * The Overview tab: the shop's figures for a range of days (as GET /api/admin/overview). Tiers and
 * VIP notes are set through admin.premium.setStatus, the Premium Customers tab's call.
 */
export const overviewProcedure = adminProcedure
  .input(OverviewInput.prefault({}))
  .query(({ ctx, input }) => adminOverview(ctx.em, ctx.services.clock(), input));

/** The Customers tab: every account, and one with all the back office knows of them; support staff read them too. */
export const adminCustomersRouter = router({
  /** Newest first, a page at a time (as GET /api/admin/customers). */
  list: staffProcedure.input(CustomerListInput.prefault({})).query(({ ctx, input }) => listCustomers(ctx.em, input)),
  /** 404 for an unknown id (as GET /api/admin/customers/{id}). */
  detail: staffProcedure.input(CustomerIdInput).query(({ ctx, input }) => adminCustomerDetail(ctx.em, input.id)),
});
