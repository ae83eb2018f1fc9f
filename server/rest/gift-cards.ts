import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminGiftCard, GiftCardBalance, IssuedGiftCard, type GiftCardListInput } from '../../src/gift-cards.ts';
import { callProcedure, pageReply, pathId, responseSchema } from './shim.ts';

/**
 * GET /api/gift-cards/{code}, the balance check, and the back office's Gift Cards tab: GET and POST
 * /api/admin/gift-cards, and a card's void and adjustment (issue 39).
 */
export async function giftCardRoutes(app: FastifyInstance) {
  const body = (request: FastifyRequest) => request.body as object;

  app.get(
    '/api/gift-cards/:code',
    { schema: { response: responseSchema(GiftCardBalance) } },
    callProcedure((caller, request) => caller.giftCards.balance({ code: (request.params as { code: string }).code })),
  );

  app.get(
    '/api/admin/gift-cards',
    { schema: { response: responseSchema(z.array(AdminGiftCard)) } },
    callProcedure(async (caller, request, reply) => pageReply(reply, await caller.admin.giftCards.list(request.query as GiftCardListInput))),
  );
  app.post(
    '/api/admin/gift-cards',
    { schema: { response: responseSchema(IssuedGiftCard, 201) } },
    callProcedure(async (caller, request, reply) => {
      const issued = await caller.admin.giftCards.issue(body(request) as never);
      reply.code(201);
      return issued;
    }),
  );
  // The id in the path wins over any in the body.
  app.post(
    '/api/admin/gift-cards/:id/void',
    { schema: { response: responseSchema(AdminGiftCard) } },
    callProcedure((caller, request) => caller.admin.giftCards.void({ ...body(request), id: pathId(request) } as never)),
  );
  app.post(
    '/api/admin/gift-cards/:id/adjust',
    { schema: { response: responseSchema(AdminGiftCard) } },
    callProcedure((caller, request) => caller.admin.giftCards.adjust({ ...body(request), id: pathId(request) } as never)),
  );
}
