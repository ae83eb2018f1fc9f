import type { FastifyInstance } from 'fastify';
import { AuditExportInput } from '../../src/audit.ts';
import { requireAdmin } from '../modules/auth/index.ts';
import { auditCsv } from '../modules/audit/index.ts';
import { csvReply } from './csv-reply.ts';
import { withScope } from './shim.ts';

/**
 * GET /api/admin/audit.csv?actor=&target=&action=: the Audit tab's list as a file, for admins. Checked
 * here with the same gate and schema as admin.audit.list (a stream of text is no procedure's answer).
 */
export async function adminAuditCsvRoute(app: FastifyInstance) {
  app.get(
    '/api/admin/audit.csv',
    withScope(async (scope, request, reply) => {
      await requireAdmin(scope);
      return csvReply(reply, 'audit', auditCsv(scope.em, AuditExportInput.parse(request.query)));
    }),
  );
}
