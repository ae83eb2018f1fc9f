import { AddPremiumIpInput, PremiumCustomerListInput, PremiumIpId, PremiumIpListInput, SetPremiumStatusInput } from '../../../src/admin.ts';
import { listPremiumCustomers, setPremiumStatus } from '../../modules/premium/premium-customers.ts';
import { addPremiumIp, listPremiumIps, removePremiumIp } from '../../modules/premium/premium-ips.ts';
import { adminProcedure, router, staffProcedure } from '../init.ts';

/** The Premium Customers and VPN Whitelist tabs (spec sections 2, 3 and 5); support staff read the customers, only admins change anything. */
export const adminPremiumRouter = router({
  /** Every customer, newest first, searched by e-mail or name (as GET /api/admin/premium-customers). */
  customers: staffProcedure.input(PremiumCustomerListInput.prefault({})).query(({ ctx, input }) => listPremiumCustomers(ctx.em, input)),
  setStatus: adminProcedure.input(SetPremiumStatusInput).mutation(({ ctx, input }) => setPremiumStatus(ctx.em, ctx.services.clock(), input, ctx.staff)),
  /** Whitelisted VPN addresses, newest first, with their customer's e-mail and tier. */
  ips: adminProcedure.input(PremiumIpListInput.prefault({})).query(({ ctx, input }) => listPremiumIps(ctx.em, input)),
  addIp: adminProcedure.input(AddPremiumIpInput).mutation(({ ctx, input }) => addPremiumIp(ctx.em, input, ctx.staff)),
  removeIp: adminProcedure.input(PremiumIpId).mutation(({ ctx, input }) => removePremiumIp(ctx.em, input.id, ctx.staff)),
});
