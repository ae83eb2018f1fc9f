import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import Stripe from 'stripe';

/**
 * A local HTTP peer that speaks Stripe's wire format for what the shop uses (PaymentIntents create,
 * retrieve, update and cancel; refunds; signed webhooks), so tests run the real `stripe` SDK and the shop's own payment
 * module against it through STRIPE_API_BASE (DESIGN.md section 4). It keeps state, unlike stripe-mock:
 * tests move an intent along with the control methods (`succeed`, `process`, `decline`) and then
 * deliver the webhook Stripe would send (`signedWebhook`).
 *
 * It is as strict as Stripe where a mistake of ours would otherwise pass: a secret test key is
 * required, unknown parameters (e.g. `payment_method_types`, removed in API 2026-09-30) are refused,
 * amounts are checked, and an idempotency key reused with other parameters is refused.
 */

type Params = { [name: string]: string | Params };

export interface LoggedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
  /** The form body or query string, bracket notation decoded: `metadata[a]=1` is `{ metadata: { a: '1' } }`. */
  params: Params;
  /** True when an Idempotency-Key replayed an earlier answer. */
  replayed: boolean;
}

interface StoredIntent {
  id: string;
  client_secret: string;
  created: number;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  payment_method: { id: string; type: string; created: number } | null;
  latest_charge: string | null;
  last_payment_error: Record<string, string> | null;
  receipt_email: string | null;
  shipping: Params | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  /** Minor units given back so far by refunds of the charge. */
  amount_refunded: number;
  /** Why Stripe refuses every refund of the charge (blockRefunds): a dispute, say. */
  refund_refusal: { code: string; message: string } | null;
}

export interface StoredRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded' | 'failed';
}

interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error';
  message: string;
  code?: string;
  param?: string;
}

class StripeFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const INTENT_PARAMS = ['amount', 'currency', 'allowed_payment_method_types', 'metadata', 'receipt_email', 'shipping', 'expand'];
const CANCEL_PARAMS = ['cancellation_reason', 'expand'];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
/** Stripe cancels an intent in these (and "in rare cases" processing, which the stand-in refuses). */
const CANCELABLE_STATUSES = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'];
const REFUND_PARAMS = ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand'];
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
const SHIPPING_PARAMS = ['name', 'phone', 'address', 'carrier', 'tracking_number'];
const ADDRESS_PARAMS = ['line1', 'line2', 'city', 'state', 'postal_code', 'country'];
/** Payment methods whose currencies the stand-in knows; Stripe keeps the allowed ones that fit. */
const METHOD_CURRENCIES: Record<string, string[] | 'any'> = { card: 'any', us_bank_account: ['usd'] };
const UPDATABLE_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency').map((code) => code.toLowerCase()));

export class StripeStandin {
  readonly requests: LoggedRequest[] = [];
  /** Keys for the shop's config: a test secret key, a publishable key and a webhook secret. */
  readonly secretKey = 'sk_test_standin';
  readonly publishableKey = 'pk_test_standin';
  readonly webhookSecret = 'whsec_standin';
  url = '';
  private readonly intents = new Map<string, StoredIntent>();
  private readonly refunds: StoredRefund[] = [];
  private readonly idempotent = new Map<string, { fingerprint: string; body: unknown }>();
  // Requests left hanging by a silent outage must not keep close() waiting.
  private readonly server = Fastify({ logger: false, forceCloseConnections: true });
  private outageMode: 'refusing' | 'silent' | 'losing-answers' | null = null;

  constructor() {
    // An outage, as the shop meets one: connections cut before any answer, or taken and never answered.
    this.server.addHook('onRequest', async (request) => {
      if (this.outageMode === 'refusing') request.raw.socket.destroy();
      // Neither does anything at Stripe: the request never reaches its handler.
      if (this.outageMode === 'refusing' || this.outageMode === 'silent') await new Promise<never>(() => {});
    });
    this.server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    this.server.post('/v1/payment_intents', (request, reply) =>
      this.answer(request, reply, (params) => this.create(params)),
    );
    this.server.get<{ Params: { id: string } }>('/v1/payment_intents/:id', (request, reply) =>
      this.answer(request, reply, (params) => this.render(this.find(request.params.id), params.expand)),
    );
    this.server.post<{ Params: { id: string } }>('/v1/payment_intents/:id', (request, reply) =>
      this.answer(request, reply, (params) => this.update(this.find(request.params.id), params)),
    );
    this.server.post<{ Params: { id: string } }>('/v1/payment_intents/:id/cancel', (request, reply) =>
      this.answer(request, reply, (params) => this.cancel(this.find(request.params.id), params)),
    );
    this.server.post('/v1/refunds', (request, reply) => this.answer(request, reply, (params) => this.refund(params)));
    this.server.get('/v1/refunds', (request, reply) => this.answer(request, reply, (params) => this.listRefunds(params)));
  }

  async start(): Promise<this> {
    const address = await this.server.listen({ host: '127.0.0.1', port: 0 });
    this.url = address;
    return this;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  /**
   * Stripe down: 'refusing' cuts every connection before answering, 'silent' takes each request and
   * never answers, 'losing-answers' does what each request asks and cuts the connection before the
   * answer (as a timeout or a crash meets it: done at Stripe, unknown to the shop); null is Stripe
   * back. Intents and refunds keep their state across an outage.
   */
  outage(mode: 'refusing' | 'silent' | 'losing-answers' | null) {
    this.outageMode = mode;
  }

  /** The shop's Stripe configuration pointed at this stand-in. */
  get env() {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_PUBLISHABLE_KEY: this.publishableKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_BASE: this.url,
    };
  }

  get lastRequest(): LoggedRequest | undefined {
    return this.requests.at(-1);
  }

  /** The shopper paid (Stripe.js confirmed with a card, or a bank debit cleared). */
  succeed(id: string, { paymentMethodType = 'card' }: { paymentMethodType?: 'card' | 'us_bank_account' } = {}) {
    const intent = this.control(id, ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']);
    if (intent.status !== 'processing') this.attach(intent, paymentMethodType);
    else if (intent.payment_method?.type !== paymentMethodType) {
      throw new Error(`PaymentIntent ${id} is processing a ${intent.payment_method?.type} payment`);
    }
    intent.status = 'succeeded';
    intent.latest_charge = newId('ch');
    intent.last_payment_error = null;
    return this.render(intent);
  }

  /** An ACH debit was submitted: Stripe holds the intent in processing for days before it succeeds or fails. */
  process(id: string) {
    const intent = this.control(id, ['requires_payment_method', 'requires_confirmation', 'requires_action']);
    this.attach(intent, 'us_bank_account');
    intent.status = 'processing';
    return this.render(intent);
  }

  /** The card was declined (or the debit failed): Stripe returns the intent to requires_payment_method. */
  decline(id: string) {
    const intent = this.control(id, ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']);
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
    return this.render(intent);
  }

  /** The refunds made of an intent's charge, oldest first. */
  refundsOf(intentId: string): StoredRefund[] {
    return this.refunds.filter((refund) => refund.payment_intent === intentId);
  }

  /** Someone refunds `amount` of the intent's charge in Stripe's dashboard: no request of the shop's. */
  refundInDashboard(intentId: string, amount: number): StoredRefund {
    return this.refund({ payment_intent: intentId, amount: String(amount), reason: 'requested_by_customer' });
  }

  /** Stripe refuses every refund of the intent's charge from now on, as it does for a disputed one; null lifts it (the dispute settled). */
  blockRefunds(intentId: string, refusal: { code: string; message: string } | null = { code: 'charge_disputed', message: `Charge ${intentId} has been charged back; refunds are not possible.` }) {
    this.find(intentId).refund_refusal = refusal;
  }

  /** A refund the card network sent back (Stripe then reports it `failed`): the charge has the money again. */
  failRefund(refundId: string): StoredRefund {
    const refund = this.refunds.find((candidate) => candidate.id === refundId);
    if (!refund) throw new Error(`The stand-in has no refund ${refundId}`);
    refund.status = 'failed';
    this.find(refund.payment_intent).amount_refunded -= refund.amount;
    return refund;
  }

  /** `charge.refunded` as Stripe sends it after any refund of the intent's charge, with its new amount_refunded. */
  chargeRefundedWebhook(intentId: string): { rawBody: Buffer; header: string } {
    const intent = this.find(intentId);
    return this.signedEvent('charge.refunded', {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: intent.amount_refunded,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: intent.amount_refunded === intent.amount,
      status: 'succeeded',
    });
  }

  /** `refund.updated` (or `refund.created`) about one refund as it is now. */
  refundWebhook(type: 'refund.created' | 'refund.updated', refundId: string): { rawBody: Buffer; header: string } {
    const refund = this.refunds.find((candidate) => candidate.id === refundId);
    if (!refund) throw new Error(`The stand-in has no refund ${refundId}`);
    return this.signedEvent(type, refund);
  }

  /** The intent's status as Stripe holds it now. */
  statusOf(intentId: string): string {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`The stand-in has no PaymentIntent ${intentId}`);
    return intent.status;
  }

  /**
   * The webhook Stripe would send about the intent as it is now, e.g. 'payment_intent.succeeded':
   * the exact bytes to post and their Stripe-Signature header.
   */
  signedWebhook(type: string, intentId: string, secret = this.webhookSecret): { rawBody: Buffer; header: string } {
    return this.signedEvent(type, this.render(this.find(intentId)), secret);
  }

  private signedEvent(type: string, object: unknown, secret = this.webhookSecret): { rawBody: Buffer; header: string } {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      // Webhooks carry objects unexpanded, as here.
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const payload = JSON.stringify(event);
    return { rawBody: Buffer.from(payload), header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  private async answer(request: FastifyRequest, reply: FastifyReply, handle: (params: Params) => unknown) {
    const query = request.raw.url?.split('?')[1] ?? '';
    const params = decodeForm(request.method === 'GET' ? query : typeof request.body === 'string' ? request.body : '');
    const path = request.url.split('?')[0] ?? '';
    const entry: LoggedRequest = { method: request.method, path, headers: request.headers, params, replayed: false };
    this.requests.push(entry);
    reply.header('request-id', newId('req')).header('stripe-version', request.headers['stripe-version'] ?? Stripe.API_VERSION);

    const key = request.method === 'POST' ? header(request, 'idempotency-key') : undefined;
    const fingerprint = `${request.method} ${path} ${typeof request.body === 'string' ? request.body : ''}`;
    try {
      checkApiKey(header(request, 'authorization'));
      const stored = key === undefined ? undefined : this.idempotent.get(key);
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          throw new StripeFailure(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        }
        entry.replayed = true;
        if (this.outageMode === 'losing-answers') return this.loseAnswer(request, reply);
        return reply.header('idempotent-replayed', 'true').send(stored.body);
      }
      const body = handle(params);
      if (key !== undefined) this.idempotent.set(key, { fingerprint, body });
      if (this.outageMode === 'losing-answers') return this.loseAnswer(request, reply);
      return reply.send(body);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      // Stripe saves no idempotent result for a request refused before it ran.
      return reply.code(error.statusCode).send({ error: error.body });
    }
  }

  /** Done, but the connection is cut before the answer goes out. */
  private loseAnswer(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    request.raw.socket.destroy();
  }

  private create(params: Params) {
    checkKnown(params, INTENT_PARAMS);
    if (params.amount === undefined) throw parameterMissing('amount');
    if (params.currency === undefined) throw parameterMissing('currency');
    const currency = readCurrency(params.currency);
    const allowed = params.allowed_payment_method_types === undefined ? null : readMethods(params.allowed_payment_method_types);
    const id = newId('pi');
    const intent: StoredIntent = {
      id,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      amount: readAmount(params.amount),
      currency,
      status: 'requires_payment_method',
      metadata: readMetadata(params.metadata, {}),
      allowed_payment_method_types: allowed,
      payment_method_types: methodsFor(allowed, currency),
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      receipt_email: readOptionalString(params.receipt_email, 'receipt_email'),
      shipping: params.shipping === undefined ? null : readShipping(params.shipping),
      canceled_at: null,
      cancellation_reason: null,
      amount_refunded: 0,
      refund_refusal: null,
    };
    this.intents.set(id, intent);
    return this.render(intent, params.expand);
  }

  private update(intent: StoredIntent, params: Params) {
    checkKnown(params, INTENT_PARAMS);
    if (!UPDATABLE_STATUSES.includes(intent.status)) {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent could not be updated because it has a status of ${intent.status}. You may only update a PaymentIntent with one of the following statuses: ${UPDATABLE_STATUSES.join(', ')}.`,
      });
    }
    // Everything is read before anything changes: a refused update leaves the intent as it was.
    const amount = params.amount === undefined ? intent.amount : readAmount(params.amount);
    const currency = params.currency === undefined ? intent.currency : readCurrency(params.currency);
    const allowed =
      params.allowed_payment_method_types === undefined
        ? intent.allowed_payment_method_types
        : readMethods(params.allowed_payment_method_types);
    const metadata = readMetadata(params.metadata, intent.metadata);
    const receiptEmail =
      params.receipt_email === undefined ? intent.receipt_email : readOptionalString(params.receipt_email, 'receipt_email');
    const shipping = params.shipping === undefined ? intent.shipping : readShipping(params.shipping);
    Object.assign(intent, {
      amount,
      currency,
      allowed_payment_method_types: allowed,
      payment_method_types: methodsFor(allowed, currency),
      metadata,
      receipt_email: receiptEmail,
      shipping,
    });
    return this.render(intent, params.expand);
  }

  private cancel(intent: StoredIntent, params: Params) {
    checkKnown(params, CANCEL_PARAMS);
    const reason = readOptionalString(params.cancellation_reason, 'cancellation_reason');
    if (reason !== null && !CANCELLATION_REASONS.includes(reason)) {
      throw invalid('cancellation_reason', `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`);
    }
    if (!CANCELABLE_STATUSES.includes(intent.status)) {
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${[...CANCELABLE_STATUSES, 'processing'].join(', ')}.`,
      });
    }
    Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: reason });
    return this.render(intent, params.expand);
  }

  private refund(params: Params) {
    checkKnown(params, REFUND_PARAMS);
    if (params.payment_intent === undefined) throw parameterMissing('payment_intent');
    const intent = this.find(readString(params.payment_intent, 'payment_intent'));
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      throw invalid('payment_intent', 'This PaymentIntent does not have a successful charge to refund.');
    }
    if (intent.refund_refusal) throw invalid('charge', intent.refund_refusal.message, intent.refund_refusal.code);
    const remaining = intent.amount - intent.amount_refunded;
    if (remaining === 0) {
      throw invalid('charge', `Charge ${intent.latest_charge} has already been refunded.`, 'charge_already_refunded');
    }
    const amount = params.amount === undefined ? remaining : readRefundAmount(params.amount);
    if (amount > remaining) {
      throw invalid('amount', `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`);
    }
    const reason = readOptionalString(params.reason, 'reason');
    if (reason !== null && !REFUND_REASONS.includes(reason)) {
      throw invalid('reason', `Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`);
    }
    const refund: StoredRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: intent.latest_charge,
      created: now(),
      currency: intent.currency,
      metadata: readMetadata(params.metadata, {}),
      payment_intent: intent.id,
      reason,
      status: 'succeeded',
    };
    intent.amount_refunded += amount;
    this.refunds.push(refund);
    return refund;
  }

  /** GET /v1/refunds?payment_intent=: a list object, newest first, as Stripe pages it (one page here). */
  private listRefunds(params: Params) {
    checkKnown(params, ['payment_intent', 'limit', 'starting_after']);
    const intentId = readOptionalString(params.payment_intent, 'payment_intent');
    const data = this.refunds.filter((refund) => intentId === null || refund.payment_intent === intentId).reverse();
    return { object: 'list', data, has_more: false, url: '/v1/refunds' };
  }

  private find(id: string): StoredIntent {
    const intent = this.intents.get(id);
    if (!intent) {
      throw new StripeFailure(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${id}'`,
      });
    }
    return intent;
  }

  /** For the test controls: a mistake in a test is thrown at the test, not sent over HTTP. */
  private control(id: string, from: string[]): StoredIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`The stand-in has no PaymentIntent ${id}`);
    if (!from.includes(intent.status)) throw new Error(`PaymentIntent ${id} is ${intent.status}; expected one of ${from.join(', ')}`);
    return intent;
  }

  private attach(intent: StoredIntent, type: string) {
    if (!intent.payment_method_types.includes(type)) {
      throw new Error(`PaymentIntent ${intent.id} does not accept ${type} (it accepts ${intent.payment_method_types.join(', ')})`);
    }
    intent.payment_method = { id: newId('pm'), type, created: now() };
  }

  /** The JSON Stripe answers with; `expand` may ask for the payment method as an object. */
  private render(intent: StoredIntent, expand?: string | Params) {
    const expanded = expand === undefined ? [] : listOf(expand, 'expand');
    for (const path of expanded) {
      if (path !== 'payment_method') {
        throw invalid('expand', `This property cannot be expanded (${path}).`);
      }
    }
    const method = intent.payment_method;
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_capturable: 0,
      amount_received: intent.status === 'succeeded' ? intent.amount : 0,
      allowed_payment_method_types: intent.allowed_payment_method_types,
      automatic_payment_methods: null,
      canceled_at: intent.canceled_at,
      cancellation_reason: intent.cancellation_reason,
      capture_method: 'automatic_async',
      client_secret: intent.client_secret,
      confirmation_method: 'automatic',
      created: intent.created,
      currency: intent.currency,
      customer: null,
      description: null,
      last_payment_error: intent.last_payment_error,
      latest_charge: intent.latest_charge,
      livemode: false,
      metadata: intent.metadata,
      next_action: null,
      payment_method:
        method && expanded.includes('payment_method')
          ? { id: method.id, object: 'payment_method', type: method.type, created: method.created, livemode: false, metadata: {} }
          : (method?.id ?? null),
      payment_method_types: intent.payment_method_types,
      processing: null,
      receipt_email: intent.receipt_email,
      shipping: intent.shipping,
      status: intent.status,
    };
  }
}

/** `a[b][0]=x&c=y` into `{ a: { b: { 0: 'x' } }, c: 'y' }`; arrays stay index-keyed objects until read. */
export function decodeForm(text: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.match(/^[^[\]]+|\[[^[\]]*\]/g)?.map((part) => part.replace(/^\[|\]$/g, '')) ?? [name];
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    });
  }
  return root;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function checkApiKey(authorization: string | undefined) {
  const key = authorization?.match(/^Bearer (\S+)$/)?.[1];
  if (!key) {
    throw new StripeFailure(401, {
      type: 'invalid_request_error',
      message: 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
    });
  }
  // A test must never carry a live key, and publishable keys cannot create intents.
  if (!key.startsWith('sk_test_')) {
    throw new StripeFailure(401, {
      type: 'invalid_request_error',
      message: 'Invalid API Key provided: the stand-in takes secret test keys (sk_test_…) only.',
    });
  }
}

function checkKnown(params: Params, known: string[], prefix = '') {
  for (const name of Object.keys(params)) {
    if (!known.includes(name)) {
      const param = prefix ? `${prefix}[${name}]` : name;
      const message = `Received unknown parameter: ${param}`;
      throw new StripeFailure(400, { type: 'invalid_request_error', code: 'parameter_unknown', param, message });
    }
  }
}

const parameterMissing = (param: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });

const invalid = (param: string, message: string, code = 'parameter_invalid') =>
  new StripeFailure(400, { type: 'invalid_request_error', code, param, message });

function readString(value: string | Params, param: string): string {
  if (typeof value !== 'string') throw invalid(param, `Invalid string: ${param} must be a string, not a hash.`);
  return value;
}

const readOptionalString = (value: string | Params | undefined, param: string) =>
  value === undefined || value === '' ? null : readString(value, param);

function readAmount(value: string | Params): number {
  const text = readString(value, 'amount');
  if (!/^\d+$/.test(text)) throw invalid('amount', `Invalid integer: ${text}`, 'parameter_invalid_integer');
  const amount = Number(text);
  if (amount < 50) {
    throw invalid('amount', 'Amount must be at least 50 in the smallest currency unit (about $0.50).', 'amount_too_small');
  }
  if (amount > 99_999_999) {
    throw invalid('amount', 'Amount must be no more than 99,999,999 in the smallest currency unit.', 'amount_too_large');
  }
  return amount;
}

/** Refunds have no card minimum: any positive amount up to what is left of the charge. */
function readRefundAmount(value: string | Params): number {
  const text = readString(value, 'amount');
  if (!/^[1-9]\d*$/.test(text)) throw invalid('amount', `Invalid positive integer: ${text}`, 'parameter_invalid_integer');
  return Number(text);
}

function readCurrency(value: string | Params): string {
  const currency = readString(value, 'currency').toLowerCase();
  if (!ISO_CURRENCIES.has(currency)) throw invalid('currency', `Invalid currency: ${currency}.`);
  return currency;
}

function listOf(value: string | Params, param: string): string[] {
  if (typeof value === 'string') throw invalid(param, `Invalid array: ${param} must be a list.`);
  return Object.entries(value)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([index, item]) => readString(item, `${param}[${index}]`));
}

function readMethods(value: string | Params): string[] {
  const methods = listOf(value, 'allowed_payment_method_types');
  for (const method of methods) {
    if (!(method in METHOD_CURRENCIES)) throw invalid('allowed_payment_method_types', `The payment method type "${method}" is invalid.`);
  }
  return methods;
}

/** What `payment_method_types` reports: the allowed methods that fit the currency (card when none are given). */
function methodsFor(allowed: string[] | null, currency: string): string[] {
  return (allowed ?? ['card']).filter((method) => {
    const currencies = METHOD_CURRENCIES[method];
    return currencies === 'any' || currencies?.includes(currency);
  });
}

/** Stripe merges metadata: keys given are set, a key given as '' is removed. */
function readMetadata(value: string | Params | undefined, current: Record<string, string>): Record<string, string> {
  if (value === undefined) return current;
  if (typeof value === 'string') {
    if (value === '') return {};
    throw invalid('metadata', 'Invalid hash: metadata must be a hash.');
  }
  const merged = { ...current };
  for (const [key, item] of Object.entries(value)) {
    const text = readString(item, `metadata[${key}]`);
    if (key.length > 40) throw invalid(`metadata[${key}]`, 'Metadata keys can be at most 40 characters long.');
    if (text.length > 500) throw invalid(`metadata[${key}]`, 'Metadata values can be at most 500 characters long.');
    if (text === '') delete merged[key];
    else merged[key] = text;
  }
  if (Object.keys(merged).length > 50) throw invalid('metadata', 'Metadata can have at most 50 keys.');
  return merged;
}

function readShipping(value: string | Params): Params {
  if (typeof value === 'string') throw invalid('shipping', 'Invalid hash: shipping must be a hash.');
  checkKnown(value, SHIPPING_PARAMS, 'shipping');
  if (value.name === undefined) throw parameterMissing('shipping[name]');
  if (value.address === undefined) throw parameterMissing('shipping[address]');
  if (typeof value.address === 'string') throw invalid('shipping[address]', 'Invalid hash: shipping[address] must be a hash.');
  checkKnown(value.address, ADDRESS_PARAMS, 'shipping[address]');
  return value;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const now = () => Math.floor(Date.now() / 1000);
