import type { FastifyInstance } from 'fastify';
import { AutoFixAnswer, CompletePublishingAnswer, PermanentFixAnswer, PublishingStatus, SyncAnswer } from '../../src/printify.ts';
import { PrintifyEvent, verifyPrintifySignature } from '../integrations/printify/index.ts';
import { takeEvent } from '../modules/printify/index.ts';
import { callProcedure, responseSchema } from './shim.ts';

/**
 * The print provider's admin paths (spec section 7): thin shims over the printify procedures, which
 * check the admin and answer 503 while Printify is not configured.
 */
export async function printifyRoutes(app: FastifyInstance) {
  app.post('/api/printify/sync', { schema: { response: responseSchema(SyncAnswer) } }, callProcedure((caller) => caller.printify.sync()));

  app.get(
    '/api/printify/publishing-status',
    { schema: { response: responseSchema(PublishingStatus) } },
    callProcedure((caller) => caller.printify.publishingStatus()),
  );

  app.post(
    '/api/printify/auto-fix-publishing',
    { schema: { response: responseSchema(AutoFixAnswer) } },
    callProcedure((caller) => caller.printify.autoFixPublishing()),
  );

  app.post<{ Params: { id: string } }>(
    '/api/printify/complete-publishing/:id',
    { schema: { response: responseSchema(CompletePublishingAnswer) } },
    callProcedure((caller, request) => caller.printify.completePublishing({ id: (request.params as { id: string }).id })),
  );

  app.post(
    '/api/printify/fix-publishing-permanently',
    { schema: { response: responseSchema(PermanentFixAnswer) } },
    callProcedure((caller) => caller.printify.fixPublishingPermanently()),
  );
}

/**
 * POST /api/printify/webhook. Its own plugin, so its parser keeps the raw body (the signature is over
 * the exact bytes). A delivery whose signature does not verify changes nothing; a verified one is
 * recorded by the event id in its signed body (a repeat, or an event outside the time window, is
 * dropped) with its work queued, and answered 200 at once.
 */
export async function printifyWebhookRoute(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, rawBody, done) => done(null, rawBody));

  app.post('/api/printify/webhook', async (request, reply) => {
    const { printify, jobs } = app.services;
    // As Stripe's webhook without its secret: nothing can be verified, so nothing is taken.
    if (!printify) return reply.code(400).send({ message: 'The print provider is not configured: this shop takes no Printify webhooks.' });
    const signature = request.headers['x-pfy-signature'];
    const body = request.body;
    if (!Buffer.isBuffer(body)) return reply.code(400).send({ message: 'Send the event as JSON.' });
    if (typeof signature !== 'string') return reply.code(401).send({ message: 'The X-Pfy-Signature header is missing.' });
    if (!verifyPrintifySignature(body, signature, printify.webhookSecret)) {
      request.log.warn('printify webhook refused: bad signature');
      return reply.code(401).send({ message: 'The signature does not match this shop’s webhook secret.' });
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return reply.code(400).send({ message: 'The event is not valid JSON.' });
    }
    const parsed = PrintifyEvent.safeParse(json);
    if (!parsed.success) return reply.code(400).send({ message: 'The event is not a Printify event (id, type, created_at, resource).' });
    const event = parsed.data;
    const outcome = await takeEvent(app.orm.em.fork(), jobs, event, app.services.clock());
    request.log.info({ event: event.id, type: event.type, outcome }, 'printify webhook');
    // A stale event is answered as a duplicate: Printify must not retry it, and a replay learns nothing.
    return { received: true, duplicate: outcome !== 'taken' };
  });
}
