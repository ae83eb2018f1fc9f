import type { FastifyInstance } from 'fastify';
import { AdminOrderExportInput } from '../../src/admin-orders.ts';
import { requireStaff } from '../modules/auth/index.ts';
import { ordersCsv } from '../modules/back-office/index.ts';
import { csvReply } from './csv-reply.ts';
import { withScope } from './shim.ts';

/**
 * GET /api/admin/orders.csv?status=&q=&from=&to=&country=&needsAttention=: the Orders tab's list as a file. A stream
 * of text is no procedure's answer (tRPC here speaks JSON), so the route checks the staff member and
 * the filters itself, with the same gate and schema as admin.orders.list.
 */
export async function adminOrdersCsvRoute(app: FastifyInstance) {
  app.get(
    '/api/admin/orders.csv',
    withScope(async (scope, request, reply) => {
      await requireStaff(scope);
      return csvReply(reply, 'orders', ordersCsv(scope.em, AdminOrderExportInput.parse(request.query), scope.services.clock()));
    }),
  );
}
