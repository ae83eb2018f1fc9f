import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Pricing } from '../../src/cart.ts';
import { Conversion, CurrencyInfo, LocationInfo, ShippingCost, ShippingValidation } from '../../src/location.ts';
import { callProcedure, responseSchema } from './shim.ts';

/**
 * GET /api/location-info, /api/currencies, /api/shipping-cost/{country}; POST /api/convert-currency,
 * /api/calculate-pricing, /api/validate-shipping (spec section 7). Bodies are parsed by the procedures.
 */
export async function locationRoutes(app: FastifyInstance) {
  const body = (request: { body: unknown }) => request.body as never;

  // The client keeps location info for 5 minutes and currencies for 30 (spec section 7); location
  // depends on the visitor's address, so only their browser may keep it.
  app.get(
    '/api/location-info',
    { schema: { response: responseSchema(LocationInfo) } },
    callProcedure(async (caller, _request, reply) => {
      const info = await caller.shop.location.info();
      reply.header('cache-control', 'private, max-age=300');
      return info;
    }),
  );

  app.get(
    '/api/currencies',
    { schema: { response: responseSchema(z.array(CurrencyInfo)) } },
    callProcedure(async (caller, _request, reply) => {
      const currencies = await caller.shop.location.currencies();
      reply.header('cache-control', 'public, max-age=1800');
      return currencies;
    }),
  );

  app.post(
    '/api/convert-currency',
    { schema: { response: responseSchema(Conversion) } },
    callProcedure((caller, request) => caller.shop.location.convert(body(request))),
  );

  app.post(
    '/api/calculate-pricing',
    { schema: { response: responseSchema(Pricing) } },
    callProcedure((caller, request) => caller.shop.location.calculatePricing(body(request))),
  );

  app.post(
    '/api/validate-shipping',
    { schema: { response: responseSchema(ShippingValidation) } },
    callProcedure((caller, request) => caller.shop.location.validateShipping(body(request))),
  );

  app.get(
    '/api/shipping-cost/:country',
    { schema: { response: responseSchema(ShippingCost) } },
    callProcedure((caller, request) =>
      caller.shop.location.shippingCost({ country: (request.params as { country: string }).country }),
    ),
  );
}
