import type { FastifyInstance } from 'fastify';

/** GET /api/location-info, /api/currencies, /api/shipping-cost/{country}; POST /api/convert-currency, /api/calculate-pricing, /api/validate-shipping. */
export async function locationRoutes(_app: FastifyInstance) {}
