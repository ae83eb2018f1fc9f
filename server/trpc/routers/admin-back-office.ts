import { CustomerIdInput, CustomerListInput } from '../../../src/admin-customers.ts';
import { OverviewInput } from '../../../src/admin-overview.ts';
import { adminCustomerDetail, adminOverview, listCustomers } from '../../modules/back-office/index.ts';
import { backupStatus } from '../../modules/backups/index.ts';
import { adminProcedure, router, staffProcedure } from '../init.ts';

/**
 * The Overview tab: the shop's figures for a range of days (as GET /api/admin/overview). Tiers and
 * VIP notes are set through admin.premium.setStatus, the Premium Customers tab's call.
 */
export const overviewProcedure = adminProcedure
  .input(OverviewInput.prefault({}))
  .query(({ ctx, input }) => adminOverview(ctx.em, ctx.services.clock(), input));

/**
 * The Overview's backup card: how the nightly backups stand (the last good one, a failure since, the
 * last restore check, its age against the 36-hour alert), and when the next is taken.
 */
export const backupsProcedure = adminProcedure.query(async ({ ctx }) => ({
  ...(await backupStatus(ctx.em, ctx.services.clock())),
  schedule: ctx.services.backups ? { at: ctx.services.backups.at, keep: ctx.services.backups.keep, dir: ctx.services.backups.dir } : null,
}));

/** The Customers tab: every account, and one with all the back office knows of them; support staff read them too. */
export const adminCustomersRouter = router({
  /** Newest first, a page at a time (as GET /api/admin/customers). */
  list: staffProcedure.input(CustomerListInput.prefault({})).query(({ ctx, input }) => listCustomers(ctx.em, input)),
  /** 404 for an unknown id (as GET /api/admin/customers/{id}). */
  detail: staffProcedure.input(CustomerIdInput).query(({ ctx, input }) => adminCustomerDetail(ctx.em, input.id)),
});
