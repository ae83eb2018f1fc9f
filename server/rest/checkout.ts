import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EmailValidation, PaymentConfig, PaymentIntentAnswer } from '../../src/checkout.ts';
import { OrderView } from '../../src/orders.ts';
import { ReturnLookupAnswer } from '../../src/returns.ts';
import { WebhookBodyError, WebhookSignatureError } from '../integrations/payments/index.ts';
import { takeRefundEvent } from '../modules/after-sale/index.ts';
import { takePaymentEvent } from '../modules/checkout/index.ts';
import { INTERNAL_MESSAGE } from '../trpc/errors.ts';
import { callProcedure, responseSchema } from './shim.ts';

/**
 * POST /api/validate-email, /api/create-payment-intent, /api/orders, /api/returns/lookup; GET /api/orders,
 * /api/payment-config (spec section 7). Thin shims over the checkout and returns procedures.
 */
export async function checkoutRoutes(app: FastifyInstance) {
  // Parsed by the procedures' own zod schemas.
  const body = (request: FastifyRequest) => request.body as never;

  app.post(
    '/api/validate-email',
    { schema: { response: responseSchema(EmailValidation) } },
    callProcedure((caller, request) => caller.checkout.validateEmail(body(request))),
  );

  app.post(
    '/api/create-payment-intent',
    { schema: { response: responseSchema(PaymentIntentAnswer) } },
    callProcedure((caller, request) => caller.checkout.createPaymentIntent(body(request))),
  );

  app.post(
    '/api/orders',
    { schema: { response: responseSchema(OrderView) } },
    callProcedure((caller, request) => caller.checkout.placeOrder(body(request))),
  );

  app.get(
    '/api/orders',
    { schema: { response: responseSchema(z.array(OrderView)) } },
    callProcedure((caller) => caller.checkout.orders()),
  );

  app.post(
    '/api/returns/lookup',
    { schema: { response: responseSchema(ReturnLookupAnswer) } },
    callProcedure((caller, request) => caller.returns.lookup(body(request))),
  );

  app.get(
    '/api/payment-config',
    { schema: { response: responseSchema(PaymentConfig) } },
    callProcedure((caller) => caller.checkout.paymentConfig()),
  );
}

/**
 * POST /api/stripe/webhook. Its own plugin, so its parser keeps the raw body (the signature is over
 * the exact bytes) without changing how the rest of the app reads JSON. Stripe sends JSON and no
 * Origin header, so the same-origin guard lets it through; the signature is what is checked here.
 */
export async function stripeWebhookRoute(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, rawBody, done) => done(null, rawBody));

  app.post('/api/stripe/webhook', async (request, reply) => {
    const { payments } = app.services;
    let event;
    try {
      const signature = request.headers['stripe-signature'];
      event = payments.parseWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError || error instanceof WebhookBodyError)) throw error;
      request.log.warn({ reason: error.message }, 'webhook refused');
      return reply.code(400).send({ message: error.message });
    }

    let outcome;
    try {
      const deps = { em: app.orm.em.fork(), services: app.services };
      outcome = (await takeRefundEvent(deps, event)) ?? (await takePaymentEvent(deps, event));
    } catch (error) {
      // Answered 500, so Stripe delivers the event again (also while Stripe cannot be asked about it).
      request.log.error({ err: error, event: event.id }, 'webhook failed');
      return reply.code(500).send({ message: INTERNAL_MESSAGE });
    }
    const logged = { event: event.id, type: event.type, paymentIntentId: event.intent?.id, ...outcome };
    if (outcome.kind === 'refused') request.log.error(logged, 'webhook could not record order');
    else if (outcome.kind === 'mismatch') request.log.warn(logged, 'webhook: the intent Stripe has does not match the event; ignored');
    else if (outcome.kind === 'refund') request.log.warn(logged, 'webhook: paid but no stock; refunding');
    else request.log.info(logged, 'webhook taken');
    return { received: true };
  });
}
