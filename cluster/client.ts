import { expect } from 'vitest';
import { codeIn, type TestMailbox } from '../server/test/mailbox.ts';
import type { StripeStandin } from '../server/test/stripe-standin.ts';
import { SESSION_COOKIE } from '../server/trpc/session-cookie.ts';

/**
 * A browser's worth of HTTP for the cluster test: one session cookie, JSON in and out, and the
 * client address nginx is told it has (X-Forwarded-For: the test's requests all come from 127.0.0.1).
 */
export class Shopper {
  cookie: string | undefined;

  constructor(
    private readonly base: string,
    readonly ip = '203.0.113.10',
  ) {}

  /** The same shopper (same cookie) going to another address: another instance, directly; from another client address if given. */
  at(base: string, ip = this.ip): Shopper {
    const other = new Shopper(base, ip);
    other.cookie = this.cookie;
    return other;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: () => unknown; text: string; headers: Headers }> {
    const answer = await fetch(`${this.base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'x-forwarded-for': this.ip,
        ...(this.cookie ? { cookie: `${SESSION_COOKIE}=${this.cookie}` } : {}),
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
    const sid = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    if (sid) this.cookie = sid.slice(SESSION_COOKIE.length + 1).split(';')[0];
    const text = await answer.text();
    return { status: answer.status, text, headers: answer.headers, json: () => JSON.parse(text) as unknown };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body?: unknown) {
    return this.request('POST', path, body ?? {});
  }

  /** A tRPC mutation; its answer's data. */
  async mutate(procedure: string, input: unknown) {
    const answer = await this.request('POST', `/trpc/${procedure}`, { json: input });
    return { status: answer.status, data: answer.status === 200 ? (answer.json() as { result: { data: { json: Record<string, unknown> } } }).result.data.json : null, text: answer.text };
  }
}

const SHIPPING = {
  name: 'Grace Hopper',
  phone: '',
  address: { line1: '12 Harbour Street', line2: '', city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' },
};

/** Signs up with the code that arrives at the SMTP peer; the shopper then holds the session. */
export async function signUp(mailbox: TestMailbox, shopper: Shopper, email: string): Promise<Shopper> {
  const types = (await shopper.get('/api/auth/client-types')).json() as { value: string }[];
  const sent = await shopper.post('/api/auth/send-signup-code', { email, firstName: 'Ada', lastName: 'Owner', clientType: types[0]!.value });
  expect(sent.status).toBe(200);
  const code = codeIn((await mailbox.next(email, 15_000)).raw);
  expect((await shopper.post('/api/auth/verify-signup-code', { email, code })).status).toBe(200);
  return shopper;
}

/** Opens the payment for the shopper's bag at Stripe: its PaymentIntent's id, or the refusal's status. */
export async function openPayment(shopper: Shopper, options: { couponCode?: string; email?: string } = {}): Promise<{ paymentIntentId?: string; status: number }> {
  const intent = await shopper.post('/api/create-payment-intent', { country: 'US', shipping: SHIPPING, ...options });
  return { status: intent.status, paymentIntentId: intent.status === 200 ? (intent.json() as { paymentIntentId: string }).paymentIntentId : undefined };
}

/**
 * Pays for the shopper's bag as a browser does with Stripe.js: the intent opened through the shop,
 * paid by card at Stripe (the stand-in), then reported by POST /api/orders. The order's number, or
 * the refusal's status.
 */
export async function checkOut(stripe: StripeStandin, shopper: Shopper, email: string, couponCode?: string): Promise<{ order?: string; status: number }> {
  const { paymentIntentId, status } = await openPayment(shopper, couponCode ? { couponCode } : {});
  if (!paymentIntentId) return { status };
  stripe.succeed(paymentIntentId);
  const order = await shopper.post('/api/orders', { paymentIntentId, guestEmail: email });
  return { status: order.status, order: order.status === 200 ? (order.json() as { orderNumber: string }).orderNumber : undefined };
}

