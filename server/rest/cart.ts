import type { FastifyInstance } from 'fastify';

/** GET/POST /api/cart, PATCH/DELETE /api/cart/{id}, POST /api/coupons/validate. */
export async function cartRoutes(_app: FastifyInstance) {}
