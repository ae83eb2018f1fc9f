import type { FastifyInstance } from 'fastify';
import { CustomerExportInput } from '../../src/admin-customers.ts';
import { requireStaff } from '../modules/auth/index.ts';
import { customersCsv } from '../modules/back-office/index.ts';
import { csvReply } from './csv-reply.ts';
import { withScope } from './shim.ts';

/**
 * GET /api/admin/customers.csv?q=&clientType=&tier=: the Customers tab's list as a file, checked as
 * admin.customers.list is (the same gate and filters), since a stream is no procedure's answer.
 */
export async function adminCustomersCsvRoute(app: FastifyInstance) {
  app.get(
    '/api/admin/customers.csv',
    withScope(async (scope, request, reply) => {
      await requireStaff(scope);
      return csvReply(reply, 'customers', customersCsv(scope.em, CustomerExportInput.parse(request.query)));
    }),
  );
}
