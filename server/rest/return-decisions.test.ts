import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { centsToDecimal, toCents } from '../../src/money.ts';
import { TAX_PERCENT } from '../../src/pricing.ts';
import { REJECT_NOTE_REQUIRED, type AdminReturn } from '../../src/returns.ts';
import type { OrderView } from '../../src/orders.ts';
import type { App } from '../app.ts';
import { createPaymentProvider } from '../integrations/payments/index.ts';
import { PrintifyEvent } from '../integrations/printify/index.ts';
import { takeEvent } from '../modules/printify/printify-events.ts';
import { SESSION_COOKIE } from '../trpc/session-cookie.ts';
import { intentInput, query } from '../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../test/database.ts';
import { ADMIN_EMAIL, callerFor, createProduct, createUser, TEST_SESSION_SECRET, testApp } from '../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox } from '../test/mailbox.ts';
import { PrintifyStandin } from '../test/printify-standin.ts';
import { multipartBody, photoOf, sessionCookieFor } from '../test/return-fixtures.ts';
import { StripeStandin } from '../test/stripe-standin.ts';
import type { User } from '../modules/user/user.entity.ts';

/**
 * Decisions on returns over HTTP (POST /api/admin/returns/{id}/decision) and tRPC, against real
 * PostgreSQL, the Stripe stand-in (through the real SDK), the Printify stand-in and the SMTP peer:
 * each path from request to refund, rejection or reprint, with the e-mails the customer gets.
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
let staffUser: User;
beforeEach(async () => {
  await resetDatabase();
  printify.reset();
  staffUser = await createUser({ email: ADMIN_EMAIL });
});

const staffCaller = () => callerFor(staffUser, { services: app.services });
const adminCookie = () => sessionCookieFor(app, staffUser);

let sequence = 0;

/** A customer's card order, paid at the Stripe stand-in, of one print at 120.00 and one at 80.00. */
async function paidOrder(options: { printifyPrint?: boolean } = {}) {
  const email = `returner-${(sequence += 1)}@example.com`;
  const admin = await staffCaller();
  let first: { id: number; variantId?: string };
  if (options.printifyPrint) {
    const source = printify.addCanvasProduct({ title: 'Harbour at Dusk', tags: ['Waterfronts'], sizes: [{ width: 24, height: 16, price: 12000 }] });
    await admin.printify.sync();
    const [row] = await query<{ id: number }>('select id from products where printify_id = ?', [source.id]);
    first = { id: row!.id, variantId: String(source.variants[0]!.id) };
  } else {
    first = { id: (await createProduct({ title: 'Harbour at Dusk', price: '120.00', inventory: 5 })).id };
  }
  const second = await createProduct({ title: 'Olive Grove', price: '80.00', inventory: 5 });
  const caller = await callerFor(await createUser({ email }), { services: app.services });
  await caller.cart.add({ productId: first.id, variantId: first.variantId, quantity: 1 });
  await caller.cart.add({ productId: second.id, quantity: 1 });
  const intent = await caller.checkout.createPaymentIntent(intentInput());
  stripe.succeed(intent.paymentIntentId);
  const order = await caller.checkout.placeOrder({ paymentIntentId: intent.paymentIntentId });
  expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
  return { order, email, intentId: intent.paymentIntentId };
}

/** The line every return here is for. */
const returned = (order: OrderView) => order.items.find((item) => item.product.title === 'Harbour at Dusk')!;

/** The customer's return request for the Harbour at Dusk line, as the /returns page sends it. */
async function requestReturn(order: OrderView, email: string, reason: string): Promise<number> {
  const fields = { orderNumber: order.orderNumber, customerEmail: email, orderItemId: String(returned(order).id), reason, comments: 'The corner is dented.' };
  const sent = await app.inject({ method: 'POST', url: '/api/returns/request', ...(await multipartBody(fields, [await photoOf('jpeg'), await photoOf('png')])) });
  expect(sent.statusCode).toBe(201);
  expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
  return sent.json().id as number;
}

const decide = (id: number | string, cookie: string | null, payload: object) =>
  app.inject({ method: 'POST', url: `/api/admin/returns/${id}/decision`, payload, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });


/** The subjects of the mail the customer got after the request's own, with the decoded bodies. */
async function mailsAfterRequest(email: string) {
  expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
  const mailbox = await testMailbox();
  return mailbox
    .sentTo(email)
    // Long subjects are folded onto the next line (RFC 5322); unfolded here.
    .map((mail) => decodeQuotedPrintable(mail.raw).replace(/\r?\n[ \t]+/g, ' '))
    .filter((mail) => !mail.includes('Subject: Return Request Received') && !mail.includes('order-confirmation.'));
}

const returnRow = async (id: number) =>
  (await query<{ status: string; refund_id: number | null; replacement_order_id: number | null }>('select status, refund_id, replacement_order_id from return_requests where id = ?', [id]))[0]!;

/** What was paid for a line: its price less nothing (no coupon), plus the tax on it. */
const paidFor = (item: OrderView['items'][number]) => centsToDecimal(Math.round(toCents(item.price) * item.quantity * (1 + TAX_PERCENT / 100)));

describe('POST /api/admin/returns/{id}/decision', () => {
  it('401 without a session, 403 for a customer, 404 for an unknown id, 400 for a malformed one or a bad action; nothing changes', async () => {
    const { order, email } = await paidOrder();
    const id = await requestReturn(order, email, 'changed_mind');
    const customer = await sessionCookieFor(app, await createUser());

    const nobody = await decide(id, null, { action: 'approve' });
    expect(nobody.statusCode).toBe(401);
    const forbidden = await decide(id, customer, { action: 'approve' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: expect.any(String) });

    const admin = await adminCookie();
    const unknown = await decide(999_999, admin, { action: 'approve' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'There is no return request with that id.' });
    expect((await decide('abc', admin, { action: 'approve' })).statusCode).toBe(400);
    const badAction = await decide(id, admin, { action: 'lose' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().message).toContain('The action is one of approve, reject, receive, refund, replace');
    expect((await decide(id, admin, { action: 'approve', note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await decide(id, admin, { action: 'approve', extra: true })).statusCode).toBe(400);

    expect(await returnRow(id)).toEqual({ status: 'pending', refund_id: null, replacement_order_id: null });
    expect(await query('select count(*)::int as n from return_events')).toEqual([{ n: 0 }]);
    expect(await mailsAfterRequest(email)).toEqual([]);
  });

  it('approve, receive, refund: the line goes back through Stripe once, and each step e-mails the customer what happens next', async () => {
    const { order, email, intentId } = await paidOrder();
    const id = await requestReturn(order, email, 'changed_mind');
    const admin = await adminCookie();

    const approved = await decide(id, admin, { action: 'approve', note: 'Thanks for telling us.' });
    expect(approved.statusCode).toBe(200);
    // What the refund button will say it gives back, before it does.
    expect(approved.json()).toMatchObject({ id, status: 'approved', refundDue: paidFor(returned(order)), refundAmount: null });
    const [approval, ...none] = await mailsAfterRequest(email);
    expect(none).toEqual([]);
    expect(approval).toContain(`Subject: Your return for order ${order.orderNumber} is approved: how to send it back`);
    expect(approval).toContain(`write “Return #${id}” on the parcel`);
    expect(approval).toContain('Return shipping is paid by you');
    expect(approval).toContain('A note from our team: Thanks for telling us.');

    // The print is not back yet.
    const early = await decide(id, admin, { action: 'refund' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'This return is approved but the print is not back yet: mark it received first, then refund it.' });
    expect(stripe.refundsOf(intentId)).toEqual([]);

    expect((await decide(id, admin, { action: 'receive' })).json()).toMatchObject({ status: 'received' });
    const refunded = await decide(id, admin, { action: 'refund' });
    expect(refunded.statusCode).toBe(200);
    const line = returned(order);
    const body = refunded.json() as AdminReturn;
    expect(body).toMatchObject({ status: 'refunded', refundAmount: paidFor(line) });
    expect(body.history.map((event) => [event.action, event.from, event.to, event.actorEmail])).toEqual([
      ['approve', 'pending', 'approved', ADMIN_EMAIL],
      ['receive', 'approved', 'received', ADMIN_EMAIL],
      ['refund', 'received', 'refunded', ADMIN_EMAIL],
    ]);
    expect(stripe.refundsOf(intentId).map((refund) => refund.amount)).toEqual([toCents(paidFor(line))]);
    expect(await query('select status, amount_refunded from orders where id = ?', [order.id])).toEqual([{ status: 'partially_refunded', amount_refunded: paidFor(line) }]);
    expect(await query('select amount, lines, actor_email from order_refunds')).toEqual([
      { amount: paidFor(line), lines: [{ orderItemId: line.id, quantity: 1 }], actor_email: ADMIN_EMAIL },
    ]);

    // Asked again: the return is over, and Stripe is not asked twice.
    const again = await decide(id, admin, { action: 'refund' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This return is refunded: it cannot be refunded now.' });
    expect(stripe.refundsOf(intentId)).toHaveLength(1);

    const mails = await mailsAfterRequest(email);
    expect(mails).toHaveLength(4);
    const withSubject = (subject: string) => mails.filter((mail) => mail.includes(`Subject: ${subject}`));
    expect(withSubject(`We have your returned print from order ${order.orderNumber}`)).toHaveLength(1);
    const [refundNotice] = withSubject(`A refund on your Canvas & Light order ${order.orderNumber}`);
    expect(refundNotice).toContain(`We have refunded $${paidFor(line)} on your order ${order.orderNumber}.`);
    expect(refundNotice).toContain('5-10 business days');
    expect(withSubject(`Your return for order ${order.orderNumber} is refunded`)).toHaveLength(1);
  });

  it('reject: needs a note, which the customer is told; a rejected return takes no other decision', async () => {
    const { order, email } = await paidOrder();
    const id = await requestReturn(order, email, 'other');
    const admin = await adminCookie();

    const bare = await decide(id, admin, { action: 'reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(`note: ${REJECT_NOTE_REQUIRED}`);
    expect((await returnRow(id)).status).toBe('pending');

    const rejected = await decide(id, admin, { action: 'reject', note: 'The photos show a print we did not sell.' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', history: [{ action: 'reject', note: 'The photos show a print we did not sell.' }] });
    for (const action of ['approve', 'receive', 'refund', 'replace', 'reject']) {
      const refused = await decide(id, admin, { action, note: 'Again' });
      expect(refused.statusCode).toBe(409);
    }
    const [rejection, ...more] = await mailsAfterRequest(email);
    expect(more).toEqual([]);
    expect(rejection).toContain(`Subject: About your return for order ${order.orderNumber}`);
    expect(rejection).toContain('Why: The photos show a print we did not sell.');
  });

  it('replace a defective print: a reprint at no charge goes to Printify, the claim is kept ready, and no money moves', async () => {
    const { order, email, intentId } = await paidOrder({ printifyPrint: true });
    expect(printify.orders).toHaveLength(1);
    const printifyOrderId = printify.orders[0]!.id;
    const delivery = PrintifyEvent.parse(JSON.parse(printify.deliver(printifyOrderId).rawBody.toString()));
    await takeEvent((await testOrm()).em.fork(), app.services.jobs, delivery, new Date());
    expect(await app.services.jobs.drain()).toMatchObject({ failed: [] });
    const [{ delivered_at: delivered }] = (await query<{ delivered_at: string }>('select delivered_at from orders where id = ?', [order.id])) as [{ delivered_at: string }];
    const deliveredAt = new Date(delivered);
    const id = await requestReturn(order, email, 'defective');
    const admin = await adminCookie();

    // Changed minds are refunded, never reprinted.
    const { order: other, email: otherEmail } = await paidOrder();
    const changedMind = await requestReturn(other, otherEmail, 'changed_mind');
    await decide(changedMind, admin, { action: 'approve' });
    const notReplaced = await decide(changedMind, admin, { action: 'replace' });
    expect(notReplaced.statusCode).toBe(409);
    expect(notReplaced.json().message).toContain('Only a print that arrived defective or was the wrong item is replaced');

    const approved = await decide(id, admin, { action: 'approve' });
    expect(approved.json()).toMatchObject({ status: 'approved' });
    const replaced = await decide(id, admin, { action: 'replace', note: 'Reprinted with extra corner protection.' });
    expect(replaced.statusCode).toBe(200);
    const body = replaced.json() as AdminReturn;
    expect(body).toMatchObject({ status: 'replaced', refundAmount: null, replacementOrderNumber: expect.stringMatching(/^CL-/) });
    expect(body.claim).toEqual({
      printifyOrderId,
      reason: 'Item arrived damaged/defective',
      comments: 'The corner is dented.',
      photoUrls: body.photos.map((photo) => photo.url),
      deliveredAt: deliveredAt.toISOString(),
      deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(Date.parse(`${body.claim!.deadline}T12:00:00Z`) - deliveredAt.getTime()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    const [reprint] = await query<{ status: string; total: string; payment_intent_id: string | null; user_id: number; shipping_address: object }>(
      'select status, total, payment_intent_id, user_id, shipping_address from orders where order_number = ?',
      [body.replacementOrderNumber],
    );
    const [original] = await query<{ user_id: number; shipping_address: object }>('select user_id, shipping_address from orders where id = ?', [order.id]);
    expect(reprint).toEqual({ status: 'paid', total: '0.00', payment_intent_id: null, user_id: original!.user_id, shipping_address: original!.shipping_address });
    expect(await query('select quantity, price from order_items i join orders o on o.id = i.order_id where o.order_number = ?', [body.replacementOrderNumber])).toEqual([
      { quantity: 1, price: '0.00' },
    ]);
    expect(stripe.refundsOf(intentId)).toEqual([]);

    const mails = await mailsAfterRequest(email);
    expect(printify.orders).toHaveLength(2);
    expect(printify.orders[1]!.line_items.map((item) => item.variant_id)).toEqual(printify.orders[0]!.line_items.map((item) => item.variant_id));
    const [approval, ...otherApprovals] = mails.filter((mail) => mail.includes(`Subject: Your return for order ${order.orderNumber} is approved`));
    const [replacement, ...otherReplacements] = mails.filter((mail) => mail.includes('Subject: A replacement'));
    expect([otherApprovals, otherReplacements]).toEqual([[], []]);
    expect(approval).toContain('There is no need to send the print back');
    expect(replacement).toContain(`Subject: A replacement for your order ${order.orderNumber} is on its way`);
    expect(replacement).toContain(`as order ${body.replacementOrderNumber}`);
    expect(replacement).toContain('A note from our team: Reprinted with extra corner protection.');

    // The same line cannot be replaced twice, nor refunded after its reprint.
    expect((await decide(id, admin, { action: 'replace' })).statusCode).toBe(409);
    expect((await decide(id, admin, { action: 'refund' })).statusCode).toBe(409);
  });

  it('a defective print the customer keeps is refunded once approved, without waiting for it to come back', async () => {
    const { order, email, intentId } = await paidOrder();
    const id = await requestReturn(order, email, 'wrong_item');
    const admin = await adminCookie();
    await decide(id, admin, { action: 'approve' });
    const refunded = await decide(id, admin, { action: 'refund' });
    expect(refunded.json()).toMatchObject({ status: 'refunded', refundAmount: paidFor(returned(order)) });
    expect(stripe.refundsOf(intentId)).toHaveLength(1);
  });

  it('two refund decisions at once give one refund', async () => {
    const { order, email, intentId } = await paidOrder();
    const id = await requestReturn(order, email, 'defective');
    const admin = await adminCookie();
    await decide(id, admin, { action: 'approve' });
    const answers = await Promise.all([decide(id, admin, { action: 'refund' }), decide(id, admin, { action: 'refund' })]);
    // The second finds the first's refund under way (the same refund: it waits for it and answers it)
    // or the return refunded already (409), depending on when it gets the return's lock.
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect([[200, 200], [200, 409]]).toContainEqual(codes);
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toMatchObject({ status: 'refunded', refundStatus: 'succeeded' });
    expect(stripe.refundsOf(intentId)).toHaveLength(1);
    expect(await query('select count(*)::int as n from order_refunds')).toEqual([{ n: 1 }]);
    // One decision on the return's history, one e-mail to the customer about it.
    expect(await query("select count(*)::int as n from return_events where action = 'refund'")).toEqual([{ n: 1 }]);
  });

  it('a line an admin already refunded from the Orders tab: 409 that says so, and the return stays received', async () => {
    const { order, email, intentId } = await paidOrder();
    const id = await requestReturn(order, email, 'changed_mind');
    const admin = await adminCookie();
    await decide(id, admin, { action: 'approve' });
    await decide(id, admin, { action: 'receive' });
    const staff = await staffCaller();
    await staff.admin.orders.refund({ orderNumber: order.orderNumber, lines: [{ orderItemId: returned(order).id, quantity: 1 }], reason: 'Refunded by phone' });

    const refused = await decide(id, admin, { action: 'refund' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Only 0 of Harbour at Dusk are left to refund on this order.');
    expect(await returnRow(id)).toEqual({ status: 'received', refund_id: null, replacement_order_id: null });
    expect(stripe.refundsOf(intentId)).toHaveLength(1);
  });

  it('tRPC admin.returns.decide answers the return as the list shows it', async () => {
    const { order, email } = await paidOrder();
    const id = await requestReturn(order, email, 'quality_issue');
    const staff = await staffCaller();
    const approved = await staff.admin.returns.decide({ id, action: 'approve' });
    const [listed] = (await staff.admin.returns.list()).items;
    expect(listed).toEqual(approved);
    expect(approved).toMatchObject({ status: 'approved', history: [{ action: 'approve', note: null }] });
  });
});
