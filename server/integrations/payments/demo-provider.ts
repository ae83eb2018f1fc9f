import { tx } from '../../../src/i18n-text.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentError,
  requestDigest,
  WebhookSignatureError,
  type DemoPayments,
  type PaymentIntentView,
} from './payment-provider.ts';

/**
 * Payments when Stripe is not configured: a clearly labelled test card form, and nothing is charged.
 *
 * Test cards (spaces and dashes ignored):
 * - 4242 4242 4242 4242 succeeds;
 * - 4000 0000 0000 0002 is declined ("Your card was declined."), as with Stripe's test card;
 * - any other number is refused with a hint to use the first.
 *
 * Design: an intent is its id. The id carries the intent's whole state (amount, currency, paid or
 * not, metadata) and an HMAC over it keyed from the session secret, so any instance can read any
 * intent, a restart loses nothing, and no table is needed. The price: every change of state (an
 * update, a confirmation) issues a new id, and an id cannot be revoked. Both are harmless here:
 * the order flow keeps the id it is given last, nothing is charged, and the orders table's unique
 * payment_intent_id stops one paid id from making two orders. The state is signed, not encrypted:
 * whoever holds the id can read the metadata, which is why it holds ids only.
 */

export const DEMO_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

/** Ids fit the orders table's payment_intent_id (varchar 255), as Stripe's do. */
export const DEMO_ID_MAX_LENGTH = 255;

const ID_PREFIX = 'pi_demo_';
const SECRET_SEPARATOR = '_secret_';
/** 128 bits of HMAC-SHA256, in hex (no '_', so the last '_' always starts the tag). */
const TAG_HEX_LENGTH = 32;
/** Stripe's floor is about $0.50 in each currency; 50 minor units is the figure the demo keeps. */
const MIN_AMOUNT_MINOR = 50;
/** Stripe allows 8 digits. */
const MAX_AMOUNT_MINOR = 99_999_999;

/** A demo intent is unpaid (requires_payment_method) or paid by card (succeeded): nothing in between. */
interface DemoState {
  /** Tells apart checkouts that would otherwise carry the same state. */
  nonce: string;
  amountMinor: number;
  currency: string;
  paid: boolean;
  metadata: Record<string, string>;
}

/** Short, as the id carries it within 255 characters. */
type EncodedState = [string, number, string, 0 | 1, Record<string, string>];

export function createDemoProvider({ secret }: { secret: string }): DemoPayments {
  // Its own key, so a demo tag can never pass for a cookie signature made with the same secret.
  const key = createHmac('sha256', secret).update('canvas-shop demo payments v1').digest();
  const tag = (purpose: 'id' | 'client-secret', text: string) =>
    createHmac('sha256', key).update(`${purpose}:${text}`).digest('hex').slice(0, TAG_HEX_LENGTH);

  function idFor(state: DemoState): string {
    // Metadata keys sorted: the same intent always gets the same id.
    const metadata = Object.fromEntries(Object.entries(state.metadata).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const encoded: EncodedState = [state.nonce, state.amountMinor, state.currency, state.paid ? 1 : 0, metadata];
    const body = Buffer.from(JSON.stringify(encoded)).toString('base64url');
    const id = `${ID_PREFIX}${body}_${tag('id', body)}`;
    if (id.length > DEMO_ID_MAX_LENGTH) {
      throw new RangeError(
        `Demo payment metadata is too long to travel in a payment id (${id.length} > ${DEMO_ID_MAX_LENGTH} characters); keep it to a few ids.`,
      );
    }
    return id;
  }

  function stateOf(id: string): DemoState | null {
    const cut = id.lastIndexOf('_');
    if (!id.startsWith(ID_PREFIX) || cut < ID_PREFIX.length) return null;
    const body = id.slice(ID_PREFIX.length, cut);
    if (!sameTag(id.slice(cut + 1), tag('id', body))) return null;
    // Signed by us, so the shape is the one idFor wrote.
    const decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as EncodedState;
    const [nonce, amountMinor, currency, paid, metadata] = decoded;
    return { nonce, amountMinor, currency, paid: paid === 1, metadata };
  }

  function view(state: DemoState): PaymentIntentView {
    const id = idFor(state);
    return {
      id,
      clientSecret: `${id}${SECRET_SEPARATOR}${tag('client-secret', id)}`,
      amountMinor: state.amountMinor,
      currency: state.currency,
      status: state.paid ? 'succeeded' : 'requires_payment_method',
      paymentMethodType: state.paid ? 'card' : null,
      metadata: state.metadata,
    };
  }

  return {
    kind: 'demo',
    publishableKey: null,

    async createIntent(request) {
      const currency = request.currency.toLowerCase();
      checkAmount(request.amountMinor, currency);
      const nonce = requestDigest(request).slice(0, 16);
      return view({ nonce, amountMinor: request.amountMinor, currency, paid: false, metadata: request.metadata });
    },

    async updateIntent(id, changes) {
      const state = stateOf(id);
      if (!state) throw new PaymentError('intent_not_found', tx('This payment is not known.'));
      if (state.paid) throw new PaymentError('intent_unexpected_state', tx('This payment can no longer be changed.'));
      const currency = changes.currency.toLowerCase();
      checkAmount(changes.amountMinor, currency);
      const metadata = mergeMetadata(state.metadata, changes.metadata);
      return view({ ...state, amountMinor: changes.amountMinor, currency, metadata });
    },

    async retrieveIntent(id) {
      const state = stateOf(id);
      return state ? view(state) : null;
    },

    parseWebhook() {
      throw new WebhookSignatureError('Demo payments send no webhooks.');
    },
    // Demo refunds are made only by the shop, which records each as it makes it.
    async listRefunds() {
      return [];
    },
    // An id carries its state and cannot be revoked, so the demo cannot close a payment: the checkout
    // refuses to confirm one whose hold is gone instead (checkout/payment-reports.ts confirmDemoPayment).
    async cancelIntent(id) {
      const state = stateOf(id);
      if (!state) throw new PaymentError('intent_not_found', tx('This payment is not known.'));
      return state.paid ? 'succeeded' : 'canceled';
    },
    // Nothing was charged, so nothing goes back; the refund id is as stable as Stripe's idempotent one.
    // The demo keeps no state, so what is left to refund is the shop's own record to enforce.
    async refundPayment(id, { idempotencyKey }) {
      if (!stateOf(id)?.paid) throw new PaymentError('refund_refused', 'This payment has not been made, so there is nothing to refund.');
      return { refundId: `re_demo_${tag('id', `refund:${id}:${idempotencyKey ?? ''}`)}`, status: 'succeeded' };
    },

    async confirm(clientSecret, { cardNumber }) {
      const cut = clientSecret.lastIndexOf(SECRET_SEPARATOR);
      const id = clientSecret.slice(0, cut);
      const signed = cut > 0 && sameTag(clientSecret.slice(cut + SECRET_SEPARATOR.length), tag('client-secret', id));
      const state = signed ? stateOf(id) : null;
      if (!state) throw new PaymentError('intent_not_found', tx('This payment is not known.'));
      // Confirming a paid intent again changes nothing, and gives the same id back.
      if (state.paid) return view(state);
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (digits === DEMO_CARDS.declined) throw new PaymentError('card_declined', tx('Your card was declined.'));
      if (digits !== DEMO_CARDS.succeeds) {
        throw new PaymentError(
          'incorrect_number',
          tx('This shop takes demo payments only: use the test card 4242 4242 4242 4242. Nothing is charged.'),
        );
      }
      return view({ ...state, paid: true });
    },
  };
}

function checkAmount(amountMinor: number, currency: string) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor > MAX_AMOUNT_MINOR) {
    throw new RangeError(`A payment amount must be a whole number of minor units up to ${MAX_AMOUNT_MINOR}: ${amountMinor}`);
  }
  if (!/^[a-z]{3}$/.test(currency)) throw new RangeError(`Not an ISO currency code: ${currency}`);
  if (amountMinor < MIN_AMOUNT_MINOR) {
    throw new PaymentError('amount_too_small', tx('The total is below the smallest amount a card can be charged.'));
  }
}

/** Stripe's rule: keys given are set, a key given as '' is removed. */
function mergeMetadata(current: Record<string, string>, changes: Record<string, string>): Record<string, string> {
  const merged = { ...current, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === '') delete merged[name];
  return merged;
}

function sameTag(given: string, expected: string): boolean {
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
