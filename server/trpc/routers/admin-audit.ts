import { AuditListInput } from '../../../src/audit.ts';
import { listAudit } from '../../modules/audit/index.ts';
import { adminProcedure, router } from '../init.ts';

/** The Audit tab: who changed what in the back office (admins only). */
export const adminAuditRouter = router({
  /** Newest first, a page at a time (as GET /api/admin/audit). */
  list: adminProcedure.input(AuditListInput.prefault({})).query(({ ctx, input }) => listAudit(ctx.em, input)),
});
