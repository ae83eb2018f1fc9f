import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EmailValidation, OrderView, PaymentConfig, PaymentIntentAnswer } from '../../src/checkout.ts';
import { WebhookBodyError, WebhookSignatureError } from '../integrations/payments/index.ts';
import { paymentEnded } from '../modules/checkout/checkout.service.ts';
import { DomainError } from '../modules/common/domain-error.ts';
import { settlePaidIntent } from '../modules/order/place-order.ts';
import { reportedIntent } from '../modules/order/reported-intent.ts';
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
    { schema: { response: responseSchema(OrderView) } },
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

    const paid = event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.processing';
    const ended = event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled';
    if (paid && event.intent) {
      try {
        const intent = await reportedIntent(payments, event.intent);
        if (!intent) {
          request.log.warn({ event: event.id, paymentIntentId: event.intent.id }, 'webhook: the intent Stripe has does not match the event; ignored');
          return { received: true };
        }
        const settled = await settlePaidIntent({ em: app.orm.em.fork(), services: app.services }, intent);
        if (settled.kind === 'order') {
          request.log.info({ event: event.id, orderNumber: settled.order.orderNumber, created: settled.created }, 'webhook recorded order');
        } else {
          request.log.warn({ event: event.id, paymentIntentId: event.intent.id, reason: settled.reason }, 'webhook: paid but no stock; refunding');
        }
      } catch (error) {
        // A refusal (not our payment, an amount that does not match) would be refused again on every
        // retry: log it for support and acknowledge. Anything else answers 500 so Stripe retries.
        if (!(error instanceof DomainError)) {
          request.log.error({ err: error, event: event.id }, 'webhook failed');
          return reply.code(500).send({ message: INTERNAL_MESSAGE });
        }
        request.log.error({ event: event.id, paymentIntentId: event.intent.id, reason: error.message }, 'webhook could not record order');
      }
    } else if (ended && event.intent) {
      const released = await paymentEnded(app.orm.em.fork(), event.intent);
      request.log.info({ event: event.id, paymentIntentId: event.intent.id, released }, 'webhook: payment ended');
    }
    return { received: true };
  });
}
