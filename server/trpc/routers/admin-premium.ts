import { AddPremiumIpInput, PremiumCustomerListInput, PremiumIpId, PremiumIpListInput, SetPremiumStatusInput, UpdateTierInput } from '../../../src/admin.ts';
import { addPremiumIp, listPremiumCustomers, listPremiumIps, listTiers, removePremiumIp, setPremiumStatus, updateTier } from '../../modules/premium/index.ts';
import { adminProcedure, router, staffProcedure } from '../init.ts';

/**
 * The Premium Customers and VPN Whitelist tabs (spec sections 2, 3 and 5), and the tier table; support
 * staff read the customers and the tiers, only admins change anything.
 */
export const adminPremiumRouter = router({
  /** Every customer, newest first, searched by e-mail or name (as GET /api/admin/premium-customers). */
  customers: staffProcedure.input(PremiumCustomerListInput.prefault({})).query(({ ctx, input }) => listPremiumCustomers(ctx.em, input)),
  setStatus: adminProcedure.input(SetPremiumStatusInput).mutation(({ ctx, input }) => setPremiumStatus(ctx.em, ctx.services.clock(), input, ctx.staff)),
  /** What each tier gives, none to platinum. */
  tiers: staffProcedure.query(({ ctx }) => listTiers(ctx.em)),
  /** One tier's benefits, for the next quote and order (placed orders keep theirs). */
  updateTier: adminProcedure.input(UpdateTierInput).mutation(({ ctx, input }) => updateTier(ctx.em, input, ctx.staff)),
  /** Whitelisted VPN addresses, newest first, with their customer's e-mail and tier. */
  ips: adminProcedure.input(PremiumIpListInput.prefault({})).query(({ ctx, input }) => listPremiumIps(ctx.em, input)),
  addIp: adminProcedure.input(AddPremiumIpInput).mutation(({ ctx, input }) => addPremiumIp(ctx.em, input, ctx.staff)),
  removeIp: adminProcedure.input(PremiumIpId).mutation(({ ctx, input }) => removePremiumIp(ctx.em, input.id, ctx.staff)),
});
