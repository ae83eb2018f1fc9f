/**
 * `npx tsx bench/outage-answers.ts`: what a shopper is answered, and how soon, while Stripe refuses
 * connections or takes them and never answers, and while the mail server is down, with the shop's
 * own timeouts (Stripe through its SDK against the stand-in, at 4 s a try and one retry). The runs
 * are kept in bench/results/outage-answers.md.
 */
import { createPaymentProvider } from '../server/integrations/payments/index.ts';
import { SESSION_COOKIE } from '../server/trpc/session-cookie.ts';
import { ProductSchema } from '../server/modules/catalogue/index.ts';
import { unreachableMailer } from '../server/test/mailbox.ts';
import { StripeStandin } from '../server/test/stripe-standin.ts';
import { startBenchShop } from './bench-shop.ts';
import { BenchRun } from './results.ts';

const record = new BenchRun('outage-answers', 'Answers while a provider is down (bench/outage-answers.ts)');
const stripe = await new StripeStandin().start();
const bench = await startBenchShop({
  poolSize: 4,
  payments: createPaymentProvider(stripe.env, { sessionSecret: 'bench' }),
  mailer: await unreachableMailer(),
});
const { shop } = bench;
await shop.ready();
const em = bench.orm.em.fork();
const product = em.create(ProductSchema, {
  title: 'Harbour at Dusk',
  description: 'A print.',
  price: '120.00',
  category: 'Abstract',
  inventory: 50,
  variants: [{ id: '24x16', size: '24"x16"', price: '120.00', isDefault: true, mockupImages: [], dimensions: null }],
});
await em.flush();

const INTENT = { country: 'US', shipping: { name: 'Grace Hopper', address: { line1: '12 Harbour Street', city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' } } };

async function timed(method: 'POST', url: string, payload: object, cookies: Record<string, string> = {}) {
  const started = performance.now();
  const answer = await shop.inject({ method, url, payload, cookies });
  return { status: answer.statusCode, message: (answer.json() as { message?: string }).message ?? '(the answer)', ms: performance.now() - started };
}

async function cartCookie() {
  const added = await shop.inject({ method: 'POST', url: '/api/cart', payload: { productId: product.id, quantity: 1 } });
  return { [SESSION_COOKIE]: added.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value };
}

const rows: string[][] = [];
const row = (what: string, answer: { status: number; message: string; ms: number }) =>
  rows.push([what, String(answer.status), answer.message, `${(answer.ms / 1000).toFixed(2)} s`]);

for (const mode of ['refusing', 'silent'] as const) {
  const cookies = await cartCookie();
  stripe.outage(mode);
  row(`Stripe ${mode}: POST /api/create-payment-intent`, await timed('POST', '/api/create-payment-intent', INTENT, cookies));
  stripe.outage(null);
}
// A payment made, then Stripe down when the browser reports it.
const payer = await cartCookie();
const intent = await shop.inject({ method: 'POST', url: '/api/create-payment-intent', payload: INTENT, cookies: payer });
const paymentIntentId = (intent.json() as { paymentIntentId: string }).paymentIntentId;
stripe.succeed(paymentIntentId);
for (const mode of ['refusing', 'silent'] as const) {
  stripe.outage(mode);
  row(`Stripe ${mode}: POST /api/orders (paid)`, await timed('POST', '/api/orders', { paymentIntentId, guestEmail: 'grace@example.com' }, payer));
  stripe.outage(null);
}
row('SMTP down: POST /api/auth/send-signup-code', await timed('POST', '/api/auth/send-signup-code', { email: 'frida@example.com', firstName: 'Frida', lastName: 'Kahlo', clientType: 'interior_designer' }));
row('SMTP down: POST /api/auth/send-login-code', await timed('POST', '/api/auth/send-login-code', { email: 'frida@example.com' }));

record.table('Answers while a provider is down', [['call', 'status', 'message', 'time'], ...rows]);
await record.save();
await bench.close();
await stripe.close();
