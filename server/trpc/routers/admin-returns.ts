import { AdminReturnListInput, ReturnDecisionInput } from '../../../src/returns.ts';
import { decideReturn, listReturns } from '../../modules/returns/index.ts';
import { router, staffProcedure } from '../init.ts';

/** Return requests for the back office, and the decisions on them: support staff decide them too (but refund none). */
export const adminReturnsRouter = router({
  /** One page, newest first; pass the previous page's nextCursor for the next one. */
  list: staffProcedure.input(AdminReturnListInput.optional()).query(({ ctx, input }) => listReturns(ctx.em, input)),
  /**
   * approve, reject, receive, refund or replace, as the return's state allows (409 otherwise), with
   * what follows each (as POST /api/admin/returns/{id}/decision): the return as the list shows it.
   * A refund is an admin's (403 for support staff, return-decisions.ts).
   */
  decide: staffProcedure
    .input(ReturnDecisionInput)
    .mutation(({ ctx, input }) => decideReturn({ em: ctx.em, services: ctx.services }, input, ctx.staff)),
});
