import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../../integrations/payments/index.ts';
import { intentInput, SHIPPING, type Caller } from '../../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { MemoryJar, callerFor, createProduct, createUser, testClock, testServices } from '../../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox, type TestMailbox } from '../../test/mailbox.ts';
import type { Services } from '../request-scope.ts';
import { sendCheckoutReminders } from './checkout-reminders.ts';
import { RESTORE_LINK_INVALID } from './restore-cart.ts';
import { UNSUBSCRIBE_LINK_INVALID } from './unsubscribe.ts';

let clock: ReturnType<typeof testClock>;
let services: Services;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await testMailbox();
});
beforeEach(async () => {
  await resetDatabase();
  clock = testClock();
  services = await testServices({ clock });
});

const FOUR_HOURS = 4 * 3600 * 1000;
const GERMANY = { ...SHIPPING, address: { line1: 'Unter den Linden 1', city: 'Berlin', state: 'BE', postal_code: '10117', country: 'DE' } };

const rows = async <T>(sql: string, values: unknown[] = []) => (await testOrm()).em.fork().execute<T[]>(sql, values);

/** A shopper with a print in the bag who opens its payment and leaves. */
async function leftCheckout(options: { email?: string; shipping?: typeof SHIPPING; country?: string; marketingConsent?: boolean; signedIn?: boolean } = {}) {
  const product = await createProduct({ title: 'Harbour at Dusk', inventory: 20 });
  const jar = new MemoryJar();
  const user = options.signedIn ? await createUser({ email: options.email ?? `customer-${Date.now()}@example.com` }) : null;
  const caller = await callerFor(user, { jar, services });
  await caller.cart.add({ productId: product.id, quantity: 2 });
  const email = user?.email ?? options.email ?? 'grace@example.com';
  const intent = await caller.checkout.createPaymentIntent(
    intentInput({
      ...(user ? {} : { email }),
      country: options.country ?? 'US',
      shipping: options.shipping ?? SHIPPING,
      ...(options.marketingConsent === undefined ? {} : { marketingConsent: options.marketingConsent }),
    }),
  );
  return { product, caller, jar, email, intent };
}

/** Sweeps at the shop's clock and sends what it queued; answers how many reminders it wrote. */
async function sweep() {
  const sent = await sendCheckoutReminders((await testOrm()).em.fork(), services);
  await services.jobs.drain();
  return sent;
}

const remindersTo = (email: string) => mailbox.sentTo(email).filter((mail) => mail.raw.includes('List-Unsubscribe'));

describe('the reminder of a checkout left at the payment step', () => {
  it('goes once, after the delay, with one-click unsubscribe headers and a link that puts the bag back', async () => {
    const { email, product } = await leftCheckout({ email: 'once@example.com' });
    clock.advance(FOUR_HOURS - 60_000);
    expect(await sweep()).toBe(0);
    clock.advance(2 * 60_000);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);

    const [mail] = remindersTo(email);
    expect(remindersTo(email)).toHaveLength(1);
    const raw = decodeQuotedPrintable(mail!.raw);
    expect(raw).toContain('Subject: Your prints are still waiting');
    expect(raw).toMatch(/List-Unsubscribe: <http:\/\/shop\.test\/api\/unsubscribe\/[A-Za-z0-9_-]{22}>/);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain('Harbour at Dusk (24"x16" canvas) × 2');
    const restore = /http:\/\/shop\.test\/cart\?restore=([A-Za-z0-9_-]{22})/.exec(raw)![1]!;

    // Opened in another browser: the bag comes back as it was, and opening it again adds nothing.
    const elsewhere = await callerFor(null, { jar: new MemoryJar(), services });
    expect(await elsewhere.marketing.restoreCart({ token: restore })).toEqual({ restored: 1 });
    expect(await elsewhere.marketing.restoreCart({ token: restore })).toEqual({ restored: 0 });
    expect((await elsewhere.cart.list()).items.map((line) => [line.productId, line.quantity])).toEqual([[product.id, 2]]);
    await expect(elsewhere.marketing.restoreCart({ token: 'A'.repeat(22) })).rejects.toMatchObject({ code: 'NOT_FOUND', message: RESTORE_LINK_INVALID });
  });

  it('goes to a signed-in customer at their account\'s address', async () => {
    const { email } = await leftCheckout({ signedIn: true, email: 'member@example.com' });
    clock.advance(FOUR_HOURS + 60_000);
    expect(await sweep()).toBe(1);
    expect(remindersTo(email)).toHaveLength(1);
  });

  it('does not go after the payment went through and became an order', async () => {
    const { caller, intent, email } = await leftCheckout({ email: 'paid@example.com' });
    const { paymentIntentId } = await caller.checkout.confirmDemoPayment({ clientSecret: intent.clientSecret, cardNumber: DEMO_CARDS.succeeds });
    await caller.checkout.placeOrder({ paymentIntentId, guestEmail: email });
    clock.advance(FOUR_HOURS + 60_000);
    expect(await sweep()).toBe(0);
    expect(remindersTo(email)).toHaveLength(0);
  });

  it('does not go once the bag is emptied', async () => {
    const { caller, email } = await leftCheckout({ email: 'emptied@example.com' });
    const [line] = (await caller.cart.list()).items;
    await caller.cart.remove({ id: line!.id });
    clock.advance(FOUR_HOURS + 60_000);
    expect(await sweep()).toBe(0);
    expect(remindersTo(email)).toHaveLength(0);
  });

  it('does not go to an address that unsubscribed', async () => {
    const { email } = await leftCheckout({ email: 'no-more@example.com' });
    await rows("insert into marketing_contacts (email, token, unsubscribed_at) values (?, 'BBBBBBBBBBBBBBBBBBBBBB', now())", [email]);
    clock.advance(FOUR_HOURS + 60_000);
    expect(await sweep()).toBe(0);
  });

  it('needs the checkout\'s yes where the shipping country asks for one first (Germany)', async () => {
    const without = await leftCheckout({ email: 'ohne@example.de', shipping: GERMANY, country: 'DE' });
    const withYes = await leftCheckout({ email: 'mit@example.de', shipping: GERMANY, country: 'DE', marketingConsent: true });
    clock.advance(FOUR_HOURS + 60_000);
    expect(await sweep()).toBe(1);
    expect(remindersTo(without.email)).toHaveLength(0);
    expect(remindersTo(withYes.email)).toHaveLength(1);
    expect(await rows<{ email: string }>('select email from marketing_contacts where consented_at is not null')).toEqual([{ email: 'mit@example.de' }]);
  });

  it('never goes twice for the same bag, however often its payment is opened again', async () => {
    const { caller, email } = await leftCheckout({ email: 'again@example.com' });
    clock.advance(FOUR_HOURS + 60_000);
    expect(await sweep()).toBe(1);
    await caller.checkout.createPaymentIntent(intentInput({ email }));
    clock.advance(FOUR_HOURS + 60_000);
    expect(await sweep()).toBe(0);
    expect(remindersTo(email)).toHaveLength(1);
  });
});

describe('marketing.unsubscribe', () => {
  it('takes the address off marketing e-mail by its token; a token no one was given is not found', async () => {
    const { email } = await leftCheckout({ email: 'leaving@example.com' });
    clock.advance(FOUR_HOURS + 60_000);
    await sweep();
    const [{ token }] = (await rows<{ token: string }>('select token from marketing_contacts where email = ?', [email])) as [{ token: string }];
    const visitor: Caller = await callerFor(null, { services });
    expect(await visitor.marketing.unsubscribe({ token })).toEqual({ unsubscribed: true });
    expect(await visitor.marketing.unsubscribe({ token })).toEqual({ unsubscribed: true });
    expect(await rows('select email from marketing_contacts where unsubscribed_at is not null')).toEqual([{ email }]);
    await expect(visitor.marketing.unsubscribe({ token: 'C'.repeat(22) })).rejects.toMatchObject({ code: 'NOT_FOUND', message: UNSUBSCRIBE_LINK_INVALID });
    await expect(visitor.marketing.unsubscribe({ token: 'short' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
