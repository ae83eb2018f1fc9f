import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, LOCALE_HEADER, type Locale } from '../src/locales.ts';
import type { OrderView } from '../src/orders.ts';
import type { App } from './app.ts';
import { createPaymentProvider, DEMO_CARDS } from './integrations/payments/index.ts';
import { PrintifyEvent } from './integrations/printify/index.ts';
import { SENDS_PER_ADDRESS } from './modules/auth/send-limits.ts';
import { takeEvent } from './modules/printify/printify-events.ts';
import { SESSION_COOKIE } from './trpc/session-cookie.ts';
import { intentInput, query } from './test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from './test/database.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser, TEST_SESSION_SECRET, testApp } from './test/helpers.ts';
import { readMail, testMailbox } from './test/mailbox.ts';
import type { User } from './modules/user/user.entity.ts';
import { PrintifyStandin, type Delivery } from './test/printify-standin.ts';
import { multipartBody, photoOf, sessionCookieFor } from './test/return-fixtures.ts';
import { StripeStandin } from './test/stripe-standin.ts';

/**
 * The shop speaks the shopper's language (issue 37): refusals in the language of the page that called
 * (x-shop-locale), English over the documented REST paths unless the request names one; e-mails in the
 * language the shopper chose, also those a job sends later (the print provider's shipment, a refund
 * the settling job finds at Stripe, a return decided by staff), read from the order, the account or the
 * return request. Over HTTP with the Stripe and Printify stand-ins, the mail read at the SMTP peer.
 */

let stripe: StripeStandin;
let printify: PrintifyStandin;
let app: App;

beforeAll(async () => {
  stripe = await new StripeStandin().start();
  printify = await new PrintifyStandin().start();
  app = await testApp({ payments: createPaymentProvider(stripe.env, { sessionSecret: TEST_SESSION_SECRET }), printify: printify.printify() });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await stripe.close();
  await printify.close();
});
beforeEach(async () => {
  await resetDatabase();
  printify.reset();
  stripe.outage(null);
});

/** A browser on the shop's pages in `locale`: its calls name the page's language, as the client's do, and keep its cookies. */
class Visitor {
  readonly cookies: Record<string, string> = {};

  constructor(readonly locale: Locale | null) {}

  private async send(method: 'GET' | 'POST', url: string, payload?: unknown) {
    const response = await app.inject({ method, url, cookies: this.cookies, headers: this.locale ? { [LOCALE_HEADER]: this.locale } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    for (const cookie of response.cookies) this.cookies[cookie.name] = cookie.value;
    return response;
  }

  /** A tRPC mutation; its answer, or its error's message and field errors. */
  async mutate<T = unknown>(procedure: string, input: unknown) {
    const response = await this.send('POST', `/trpc/${procedure}`, { json: input });
    const body = response.json();
    return { status: response.statusCode, data: body.result?.data.json as T, error: body.error?.json as { message: string; data: { fieldErrors: Record<string, string[]> | null } } | undefined };
  }

  rest(method: 'GET' | 'POST', url: string, payload?: unknown) {
    return this.send(method, url, payload);
  }
}

/** A print synced from the stand-in by `admin`, so that its orders go to print and come back shipped. */
async function syncedPrint(admin: User) {
  const source = printify.addCanvasProduct({ title: 'Harbour at Dusk', tags: ['Waterfronts'], sizes: [{ width: 24, height: 16, price: 12900 }] });
  await (await callerFor(admin, { services: app.services })).printify.sync();
  const [row] = await query<{ id: number }>('select id from products where printify_id = ?', [source.id]);
  return { productId: row!.id, variantId: String(source.variants[0]!.id) };
}

/** Buys the print through the pages' calls, paid at the Stripe stand-in; answers the order. */
async function buy(visitor: Visitor, print: { productId: number; variantId?: string }, email: string): Promise<OrderView> {
  expect((await visitor.mutate('cart.add', { ...print, quantity: 1 })).status).toBe(200);
  const intent = await visitor.mutate<{ paymentIntentId: string }>('checkout.createPaymentIntent', intentInput({ email }));
  stripe.succeed(intent.data.paymentIntentId);
  const order = await visitor.mutate<OrderView>('checkout.placeOrder', { paymentIntentId: intent.data.paymentIntentId, guestEmail: email });
  expect(order.status).toBe(200);
  return order.data;
}

/** The print provider's report of a shipment, taken as its webhook route takes it; its job runs with the rest. */
async function shipped(delivery: Delivery) {
  await takeEvent((await testOrm()).em.fork(), app.services.jobs, PrintifyEvent.parse(JSON.parse(delivery.rawBody.toString())), new Date());
  expect((await app.services.jobs.drain()).failed).toEqual([]);
}

const nextMail = async (to: string) => readMail((await (await testMailbox()).next(to)).raw);

describe('e-mails in the language the shopper chose', () => {
  it('a guest on the French pages gets her confirmation, then the Shipping Notification and a refund the jobs send later, in French', async () => {
    const admin = await createUser({ email: ADMIN_EMAIL });
    const print = await syncedPrint(admin);
    // Its French title, as an admin saved it in the Products tab: her e-mails name the print by it.
    await (await callerFor(admin, { services: app.services })).admin.products.saveTranslation({ productId: print.productId, locale: 'fr', title: 'Port au crépuscule', description: '' });
    const email = `amelie-${Date.now()}@example.com`;
    const { orderNumber } = await buy(new Visitor('fr'), print, email);
    expect(await query('select locale from orders where order_number = ?', [orderNumber])).toEqual([{ locale: 'fr' }]);
    expect((await app.services.jobs.drain()).failed).toEqual([]);

    const confirmation = await nextMail(email);
    expect(confirmation.subject).toBe(`Votre commande Canvas & Light ${orderNumber}`);
    expect(confirmation.text).toContain(`Merci pour votre commande\u202f! Commande ${orderNumber}, passée le`);
    expect(confirmation.text).toContain('Port au crépuscule (toile 24"x16")');
    expect(confirmation.text).not.toContain('Harbour at Dusk');
    expect(confirmation.text).toMatch(/Total \(USD\)\u00a0: 1\d\d,\d\d\u00a0\$/);
    expect(confirmation.html).toContain('<html lang="fr">');
    expect(confirmation.html).toContain('Tirages sur toile de qualité musée');
    expect(confirmation.text).not.toContain('Thank you');

    // Days later, the print provider ships it: its webhook's job queues the notice.
    const printifyOrderId = printify.orders[0]!.id;
    await shipped(printify.ship(printifyOrderId));
    const shipping = await nextMail(email);
    expect(shipping.subject).toBe(`Votre commande Canvas & Light ${orderNumber} a été expédiée`);
    expect(shipping.text).toContain(`Bonne nouvelle\u00a0: votre commande ${orderNumber} est en route.`);
    expect(shipping.text).toContain('Transporteur\u00a0: USPS');
    expect(shipping.html).toContain('Suivre votre colis');
    expect(shipping.text).toContain('1 × Port au crépuscule (toile 24"x16")');

    // A refund whose answer from Stripe was lost: the settling job finds it later and tells her.
    stripe.outage('losing-answers');
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/refunds`,
      payload: { amount: '50.00', reason: 'Corner dented' },
      cookies: { [SESSION_COOKIE]: await sessionCookieFor(app, admin) },
    });
    expect(refund.statusCode).toBe(202);
    stripe.outage(null);
    await query("update pgboss.job set start_after = now() where name = 'after-sale.settle-refund'");
    expect((await app.services.jobs.drain()).failed).toEqual([]);
    const refunded = await nextMail(email);
    expect(refunded.subject).toBe(`Un remboursement sur votre commande Canvas & Light ${orderNumber}`);
    expect(refunded.text).toContain(`Nous vous avons remboursé 50,00\u00a0$ sur votre commande ${orderNumber}.`);
    expect(refunded.text).toContain('Une question\u202f? Écrivez à support@canvasandlight.example (du lundi au vendredi, de 9 h à 18 h, heure de New York).');
  });

  it("a customer's later e-mails follow the language they last chose: ordered in English, switched to German, shipped in German", async () => {
    const print = await syncedPrint(await createUser({ email: ADMIN_EMAIL }));
    const customer = await createUser();
    const visitor = new Visitor('en');
    visitor.cookies[SESSION_COOKIE] = await sessionCookieFor(app, customer);
    const { orderNumber } = await buy(visitor, print, customer.email);
    expect((await app.services.jobs.drain()).failed).toEqual([]);
    expect((await nextMail(customer.email)).subject).toBe(`Your Canvas & Light order ${orderNumber}`);
    expect(await query('select locale from users where id = ?', [customer.id])).toEqual([{ locale: 'en' }]);

    // The language switcher on a German page: the cookie, and the account.
    const german = new Visitor('de');
    Object.assign(german.cookies, visitor.cookies, { [LOCALE_COOKIE]: 'de' });
    expect((await german.mutate('auth.setLocale', { locale: 'de' })).data).toEqual({ locale: 'de', remembered: true });
    expect(await query('select locale from users where id = ?', [customer.id])).toEqual([{ locale: 'de' }]);

    await shipped(printify.ship(printify.orders[0]!.id));
    const shipping = await nextMail(customer.email);
    expect(shipping.subject).toBe(`Ihre Bestellung ${orderNumber} bei Canvas & Light ist unterwegs`);
    expect(shipping.text).toContain('Sendungsnummer: 9400111899223197428490');
    // No German title saved: the print keeps its English one.
    expect(shipping.text).toContain('1 × Harbour at Dusk (Leinwand 24"x16")');
  });

  it("a visitor's choice is the cookie's alone; an unknown language is refused", async () => {
    const visitor = new Visitor('it');
    expect((await visitor.mutate('auth.setLocale', { locale: 'it' })).data).toEqual({ locale: 'it', remembered: false });
    const refused = await visitor.mutate('auth.setLocale', { locale: 'pt' });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toMatch(/^locale: /);
  });

  it('sends a login code in the language of the page that asked for it, and the account keeps the language it signed in with', async () => {
    const customer = await createUser();
    const visitor = new Visitor('it');
    const sent = await visitor.mutate<{ message: string }>('auth.sendLoginCode', { email: customer.email });
    expect(sent.data.message).toBe(`Se ${customer.email} ha un account, un codice di accesso di 6 caratteri è in arrivo. Scade tra 10 minuti.`);
    const mail = await nextMail(customer.email);
    expect(mail.subject).toBe('Il tuo codice di accesso a Canvas & Light');
    expect(mail.text).toContain('Inserisci questo codice per accedere al tuo account:');
    const code = /^ {4}([A-Z0-9]{6})$/m.exec(mail.text)![1]!;
    expect((await visitor.mutate('auth.verifyLoginCode', { email: customer.email, code })).status).toBe(200);
    expect(await query('select locale from users where id = ?', [customer.id])).toEqual([{ locale: 'it' }]);
  });

  it('a return asked for on the French returns page is confirmed and decided in French, whatever language the order was placed in', async () => {
    const email = `jeanne-${Date.now()}@example.com`;
    const admin = await createUser({ email: ADMIN_EMAIL });
    const product = await createProduct({ title: 'Quiet Orchard' });
    await (await callerFor(admin, { services: app.services })).admin.products.saveTranslation({ productId: product.id, locale: 'fr', title: 'Verger paisible', description: '' });
    const order = await buy(new Visitor('en'), { productId: product.id }, email);
    expect((await app.services.jobs.drain()).failed).toEqual([]);
    expect((await nextMail(email)).subject).toBe(`Your Canvas & Light order ${order.orderNumber}`);
    const { payload, headers } = await multipartBody(
      { orderNumber: order.orderNumber, customerEmail: email, orderItemId: String(order.items[0]!.id), reason: 'changed_mind', comments: '' },
      [await photoOf('jpeg')],
    );
    const requested = await app.inject({ method: 'POST', url: '/api/returns/request', payload, headers: { ...headers, [LOCALE_HEADER]: 'fr' } });
    expect(requested.statusCode).toBe(201);
    expect((await app.services.jobs.drain()).failed).toEqual([]);
    const received = await nextMail(email);
    expect(received.subject).toBe(`Demande de retour reçue\u00a0: commande ${order.orderNumber}`);
    expect(received.text).toContain('Motif\u00a0: J’ai changé d’avis');
    expect(received.text).toContain('Les remboursements sont effectués sous 5 à 10 jours ouvrés');
    expect(received.text).toContain('Verger paisible');
    expect(received.text).not.toContain('Quiet Orchard');

    const staff = await callerFor(admin, { services: app.services });
    await staff.admin.returns.decide({ id: requested.json().id, action: 'approve' });
    expect((await app.services.jobs.drain()).failed).toEqual([]);
    const approved = await nextMail(email);
    expect(approved.subject).toBe(`Votre retour pour la commande ${order.orderNumber} est accepté\u00a0: comment nous le renvoyer`);
    expect(approved.text).toContain('inscrire «\u202fRetour n°\u00a0');
    expect(approved.text).toContain('Verger paisible');
  });
});

describe('orders as the shopper reads them', () => {
  it("names the prints in the page's language where translated: the order just placed, the customer's orders, the returns lookup; English elsewhere", async () => {
    const admin = await createUser({ email: ADMIN_EMAIL });
    const translated = await createProduct({ title: 'Quiet Orchard' });
    await (await callerFor(admin, { services: app.services })).admin.products.saveTranslation({ productId: translated.id, locale: 'fr', title: 'Verger paisible', description: '' });
    const customer = await createUser();
    const french = new Visitor('fr');
    french.cookies[SESSION_COOKIE] = await sessionCookieFor(app, customer);
    const placed = await buy(french, { productId: translated.id }, customer.email);
    expect(placed.items.map((item) => item.product.title)).toEqual(['Verger paisible']);

    const mine = await french.rest('GET', '/trpc/checkout.orders');
    expect(mine.json().result.data.json.map((order: OrderView) => order.items[0]!.product.title)).toEqual(['Verger paisible']);
    const lookup = await french.mutate<OrderView>('returns.lookup', { email: customer.email, orderNumber: placed.orderNumber });
    expect(lookup.data.items[0]!.product.title).toBe('Verger paisible');

    // The same order on an English page, and the order's own record, keep the catalogue's English.
    const english = new Visitor('en');
    expect((await english.mutate<OrderView>('returns.lookup', { email: customer.email, orderNumber: placed.orderNumber })).data.items[0]!.product.title).toBe('Quiet Orchard');
    const adminView = await (await callerFor(admin, { services: app.services })).admin.orders.detail({ orderNumber: placed.orderNumber });
    expect(JSON.stringify(adminView)).toContain('Quiet Orchard');
    expect(JSON.stringify(adminView)).not.toContain('Verger paisible');
  });
});

describe('refusals in the language of the page that called', () => {
  it('answers a German page in German: a refusal with values, a count, a limit, a schema message and its field error', async () => {
    const visitor = new Visitor('de');
    const product = await createProduct({ title: 'Nebelmorgen', inventory: 1 });
    const tooMany = await visitor.mutate('cart.add', { productId: product.id, quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.error?.message).toBe('Von Nebelmorgen ist nur noch 1 Exemplar vorrätig.');

    const missing = await visitor.mutate('cart.add', { productId: 2_000_000_000, quantity: 1 });
    expect(missing.error?.message).toBe('Druck nicht gefunden');

    const lookup = await visitor.mutate('returns.lookup', { email: 'ada@example.com', orderNumber: '' });
    expect(lookup.status).toBe(400);
    expect(lookup.error?.message).toBe('orderNumber: Bitte geben Sie die Bestellnummer ein');
    expect(lookup.error?.data.fieldErrors).toEqual({ orderNumber: ['Bitte geben Sie die Bestellnummer ein'] });

    const email = `limit-${Date.now()}@example.com`;
    for (let sent = 0; sent < SENDS_PER_ADDRESS.limit; sent += 1) expect((await visitor.mutate('auth.sendLoginCode', { email })).status).toBe(200);
    const limited = await visitor.mutate('auth.sendLoginCode', { email });
    expect(limited.status).toBe(429);
    expect(limited.error?.message).toBe('Zu viele Codes angefordert. Bitte versuchen Sie es in 10 Minuten erneut.');
  });

  it('answers the same refusal in English over REST, whatever language the cookie remembers; a request that names one gets it', async () => {
    const product = await createProduct({ title: 'Nebelmorgen', inventory: 1 });
    const remembered = new Visitor(null);
    remembered.cookies[LOCALE_COOKIE] = 'de';
    const overRest = await remembered.rest('POST', '/api/cart', { productId: product.id, quantity: 3 });
    expect(overRest.statusCode).toBe(409);
    expect(overRest.json()).toEqual({ message: 'Only 1 of Nebelmorgen is in stock.' });

    // The same cookie over tRPC, from a page that names no language: the remembered one.
    expect((await remembered.mutate('cart.add', { productId: product.id, quantity: 3 })).error?.message).toBe('Von Nebelmorgen ist nur noch 1 Exemplar vorrätig.');

    const named = await new Visitor('fr').rest('POST', '/api/returns/lookup', { email: 'ada@example.com', orderNumber: 'CL-20261121-7K3M9Q' });
    expect(named.statusCode).toBe(404);
    expect(named.json()).toEqual({ message: 'Nous n’avons trouvé aucune commande avec ce numéro et cette adresse e-mail. Veuillez vérifier les deux et réessayer.' });
    const unnamed = await remembered.rest('POST', '/api/returns/lookup', { email: 'ada@example.com', orderNumber: 'CL-20261121-7K3M9Q' });
    expect(unnamed.json()).toEqual({ message: 'We could not find an order with that number and e-mail address. Please check both and try again.' });
  });

  it("keeps the back office's refusals in English, whatever the page", async () => {
    const staff = new Visitor('de');
    staff.cookies[SESSION_COOKIE] = await sessionCookieFor(app, await createUser());
    const refused = await staff.mutate('admin.coupons.create', { code: 'SPRING', discountType: 'percentage', discountValue: '10', expiresAt: '2030-01-01' });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('This area is for shop staff only.');
  });

  it('names a photo the returns page sent that is no image in the language’s quotes', async () => {
    const email = `grace-${Date.now()}@example.com`;
    const order = await buy(new Visitor('de'), { productId: (await createProduct()).id }, email);
    const { payload, headers } = await multipartBody(
      { orderNumber: order.orderNumber, customerEmail: email, orderItemId: String(order.items[0]!.id), reason: 'defective', comments: '' },
      [{ name: 'notes.txt', type: 'image/jpeg', data: Buffer.from('not a photo') }],
    );
    const refused = await app.inject({ method: 'POST', url: '/api/returns/request', payload, headers: { ...headers, [LOCALE_HEADER]: 'de' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: '„notes.txt“ ist kein JPEG-, PNG- oder GIF-Bild. Bitte wählen Sie ein Foto in einem dieser Formate.' });
  });
});

describe('a demo payment', () => {
  it('declined on a Spanish page is said in Spanish', async () => {
    const demoApp = await testApp();
    try {
      const product = await createProduct();
      const cookies: Record<string, string> = {};
      const call = async (procedure: string, input: unknown) => {
        const response = await demoApp.inject({ method: 'POST', url: `/trpc/${procedure}`, cookies, headers: { [LOCALE_HEADER]: 'es' }, payload: { json: input } });
        for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
        return response.json();
      };
      await call('cart.add', { productId: product.id, quantity: 1 });
      const intent = await call('checkout.createPaymentIntent', intentInput({ email: 'lucia@example.com' }));
      const declined = await call('checkout.confirmDemoPayment', { clientSecret: intent.result.data.json.clientSecret, cardNumber: DEMO_CARDS.declined });
      expect(declined.error.json.message).toBe('Tu tarjeta ha sido rechazada.');
    } finally {
      await demoApp.close();
    }
  });
});
