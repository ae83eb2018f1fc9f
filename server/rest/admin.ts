import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminCoupon, type CouponListInput } from '../../src/coupons.ts';
import { AdminOrderDetail, AdminOrderRow, CancelReceipt, FixShippingReceipt, RefundReceipt, ResendReceipt, type AdminOrderListInput } from '../../src/admin-orders.ts';
import { AdminCustomer, AdminPremiumIp, RemovedRow, TestEmailReceipt, type PremiumCustomerListInput, type PremiumIpListInput } from '../../src/admin.ts';
import { AuditEntry, type AuditListInput } from '../../src/audit.ts';
import { CustomerDetail, CustomerRow, type CustomerListInput } from '../../src/admin-customers.ts';
import { Overview, type OverviewInput } from '../../src/admin-overview.ts';
import { callProcedure, pageReply, pathId, responseSchema } from './shim.ts';

/**
 * The admin dashboard's documented calls (spec section 7): shims over the `admin` router, whose
 * procedures check the session on every call (401 without one, 403 for a customer, 403 for support
 * staff where only an admin may). Lists are paged
 * as GET /api/products is: the array, with X-Total-Count and X-Next-Cursor.
 */
export async function adminRoutes(app: FastifyInstance) {
  // Parsed by the procedures' own zod schemas, the ones the dashboard's forms use.
  const body = (request: FastifyRequest) => request.body as never;
  const query = <T>(request: FastifyRequest) => request.query as T;
  // The number in the path wins over any in the body.
  const orderNumberOf = (request: FastifyRequest) => (request.params as { orderNumber: string }).orderNumber;

  app.get(
    '/api/admin/premium-customers',
    { schema: { response: responseSchema(z.array(AdminCustomer)) } },
    callProcedure(async (caller, request, reply) => pageReply(reply, await caller.admin.premium.customers(query<PremiumCustomerListInput>(request)))),
  );
  app.post(
    '/api/admin/premium-status',
    { schema: { response: responseSchema(AdminCustomer) } },
    callProcedure((caller, request) => caller.admin.premium.setStatus(body(request))),
  );

  app.get(
    '/api/admin/premium-ips',
    { schema: { response: responseSchema(z.array(AdminPremiumIp)) } },
    callProcedure(async (caller, request, reply) => pageReply(reply, await caller.admin.premium.ips(query<PremiumIpListInput>(request)))),
  );
  app.post(
    '/api/admin/premium-ip',
    { schema: { response: responseSchema(AdminPremiumIp, 201) } },
    callProcedure(async (caller, request, reply) => {
      const added = await caller.admin.premium.addIp(body(request));
      reply.code(201);
      return added;
    }),
  );
  app.delete(
    '/api/admin/premium-ip/:id',
    { schema: { response: responseSchema(RemovedRow) } },
    callProcedure((caller, request) => caller.admin.premium.removeIp({ id: pathId(request) })),
  );

  app.get(
    '/api/admin/coupons',
    { schema: { response: responseSchema(z.array(AdminCoupon)) } },
    callProcedure(async (caller, request, reply) => pageReply(reply, await caller.admin.coupons.list(query<CouponListInput>(request)))),
  );
  app.post(
    '/api/admin/coupons',
    { schema: { response: responseSchema(AdminCoupon, 201) } },
    callProcedure(async (caller, request, reply) => {
      const created = await caller.admin.coupons.create(body(request));
      reply.code(201);
      return created;
    }),
  );
  app.put(
    '/api/admin/coupons/:id',
    { schema: { response: responseSchema(AdminCoupon) } },
    // The id in the path wins over any in the body.
    callProcedure((caller, request) => caller.admin.coupons.update({ ...(request.body as object), id: pathId(request) } as never)),
  );
  app.delete(
    '/api/admin/coupons/:id',
    { schema: { response: responseSchema(RemovedRow) } },
    callProcedure((caller, request) => caller.admin.coupons.remove({ id: pathId(request) })),
  );

  app.get(
    '/api/admin/overview',
    { schema: { response: responseSchema(Overview) } },
    callProcedure((caller, request) => caller.admin.overview(query<OverviewInput>(request))),
  );

  app.get(
    '/api/admin/customers',
    { schema: { response: responseSchema(z.array(CustomerRow)) } },
    callProcedure(async (caller, request, reply) => pageReply(reply, await caller.admin.customers.list(query<CustomerListInput>(request)))),
  );
  app.get(
    '/api/admin/customers/:id',
    { schema: { response: responseSchema(CustomerDetail) } },
    callProcedure((caller, request) => caller.admin.customers.detail({ id: pathId(request) })),
  );

  app.get(
    '/api/admin/orders',
    { schema: { response: responseSchema(z.array(AdminOrderRow)) } },
    callProcedure(async (caller, request, reply) => pageReply(reply, await caller.admin.orders.list(query<AdminOrderListInput>(request)))),
  );
  app.get(
    '/api/admin/orders/:orderNumber',
    { schema: { response: responseSchema(AdminOrderDetail) } },
    callProcedure((caller, request) => caller.admin.orders.detail({ orderNumber: orderNumberOf(request) })),
  );
  app.post(
    '/api/admin/orders/:orderNumber/refunds',
    { schema: { response: responseSchema(RefundReceipt, [201, 202]) } },
    callProcedure(async (caller, request, reply) => {
      const key = request.headers['idempotency-key'];
      const refunded = await caller.admin.orders.refund({
        ...(request.body as object),
        orderNumber: orderNumberOf(request),
        // A repeated header is no key at all: the schema refuses the list.
        ...(key === undefined ? {} : { idempotencyKey: key }),
      } as never);
      // 202: recorded and asked of the provider, whose answer has not come; the settling job finishes it.
      reply.code(refunded.refund.status === 'requested' ? 202 : 201);
      return refunded;
    }),
  );
  app.post(
    '/api/admin/orders/:orderNumber/cancel',
    { schema: { response: responseSchema(CancelReceipt, [200, 202]) } },
    callProcedure(async (caller, request, reply) => {
      const cancelled = await caller.admin.orders.cancel({ ...(request.body as object), orderNumber: orderNumberOf(request) } as never);
      // 202: "Cancellation in progress", a step waiting on a provider (or on staff: `waitingOn` says which).
      reply.code(cancelled.status === 'cancelling' ? 202 : 200);
      return cancelled;
    }),
  );
  app.post(
    '/api/admin/orders/:orderNumber/emails',
    { schema: { response: responseSchema(ResendReceipt) } },
    callProcedure((caller, request) => caller.admin.orders.resendEmail({ ...(request.body as object), orderNumber: orderNumberOf(request) } as never)),
  );
  app.post(
    '/api/admin/orders/:orderNumber/shipping',
    { schema: { response: responseSchema(FixShippingReceipt) } },
    callProcedure((caller, request) => caller.admin.orders.fixShipping({ ...(request.body as object), orderNumber: orderNumberOf(request) } as never)),
  );

  app.get(
    '/api/admin/audit',
    { schema: { response: responseSchema(z.array(AuditEntry)) } },
    callProcedure(async (caller, request, reply) => pageReply(reply, await caller.admin.audit.list(query<AuditListInput>(request)))),
  );

  app.post(
    '/api/test-email',
    { schema: { response: responseSchema(TestEmailReceipt) } },
    callProcedure((caller, request) => caller.admin.testEmail(body(request))),
  );
}
