import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CartItemRemoved, CartLine } from '../../src/cart.ts';
import { CouponDiscount } from '../../src/coupons.ts';
import { callProcedure, pathId, responseSchema } from './shim.ts';

/** GET/POST /api/cart, PATCH/DELETE /api/cart/{id}, POST /api/coupons/validate (spec section 7). */
export async function cartRoutes(app: FastifyInstance) {
  // Parsed by the procedures' own zod schemas.
  const body = (request: FastifyRequest) => request.body as never;
  app.get(
    '/api/cart',
    { schema: { response: responseSchema(z.array(CartLine)) } },
    callProcedure(async (caller) => (await caller.cart.list()).items),
  );

  app.post(
    '/api/cart',
    { schema: { response: responseSchema(CartLine) } },
    callProcedure((caller, request) => caller.cart.add(body(request))),
  );

  app.patch(
    '/api/cart/:id',
    { schema: { response: responseSchema(CartLine) } },
    // The id in the path wins over any in the body.
    callProcedure((caller, request) => caller.cart.update({ ...(request.body as object), id: pathId(request) } as never)),
  );

  app.delete(
    '/api/cart/:id',
    { schema: { response: responseSchema(CartItemRemoved) } },
    callProcedure((caller, request) => caller.cart.remove({ id: pathId(request) })),
  );

  app.post(
    '/api/coupons/validate',
    { schema: { response: responseSchema(CouponDiscount) } },
    callProcedure((caller, request) => caller.cart.validateCoupon(body(request))),
  );
}
