import { AdminReturnListInput, SetReturnStatusInput } from '../../../src/returns.ts';
import { listReturns, setReturnStatus } from '../../modules/returns/admin-returns.ts';
import { adminProcedure, router } from '../init.ts';

/** Return requests for the admin dashboard (spec section 4: returns states). */
export const adminReturnsRouter = router({
  /** One page, newest first; pass the previous page's nextCursor for the next one. */
  list: adminProcedure.input(AdminReturnListInput.optional()).query(({ ctx, input }) => listReturns(ctx.em, input)),
  /** pending → approved, rejected or refunded (or back): the request as the list shows it. */
  setStatus: adminProcedure.input(SetReturnStatusInput).mutation(({ ctx, input }) => setReturnStatus(ctx.em, input)),
});
