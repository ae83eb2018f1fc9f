import { AdminReturnListInput, SetReturnStatusInput } from '../../../src/returns.ts';
import { listReturns, setReturnStatus } from '../../modules/returns/admin-returns.ts';
import { router, staffProcedure } from '../init.ts';

/** Return requests for the back office (spec section 4: returns states); support staff decide them too. */
export const adminReturnsRouter = router({
  /** One page, newest first; pass the previous page's nextCursor for the next one. */
  list: staffProcedure.input(AdminReturnListInput.optional()).query(({ ctx, input }) => listReturns(ctx.em, input)),
  /** pending → approved, rejected or refunded (or back): the request as the list shows it. */
  setStatus: staffProcedure.input(SetReturnStatusInput).mutation(({ ctx, input }) => setReturnStatus(ctx.em, input, ctx.staff)),
});
