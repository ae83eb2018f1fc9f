import type { Page } from 'playwright-core';
import { waitForCode } from './outbox.ts';

/**
 * Accounts and orders made through the shop's own API in a page's context (so its cookies are the
 * page's), for the browser tests and screenshots that need them before they start clicking.
 */

const post = (page: Page, baseUrl: string, url: string, data: unknown) => page.request.post(`${baseUrl}${url}`, { data, headers: { origin: baseUrl } });

/** Signs up and in with the code from the outbox. */
export async function signUpThroughApi(page: Page, shop: { baseUrl: string; dataDir: string }, email: string, firstName: string, lastName: string) {
  await post(page, shop.baseUrl, '/api/auth/send-signup-code', { email, firstName, lastName, clientType: 'office_decor' });
  const verified = await post(page, shop.baseUrl, '/api/auth/verify-signup-code', { email, code: await waitForCode(shop.dataDir, email) });
  if (verified.status() !== 200) throw new Error(`sign-up of ${email} failed: ${await verified.text()}`);
}

export interface DemoOrder {
  orderNumber: string;
  items: { id: number; quantity: number; product: { title: string } }[];
}

/** The page's shopper buys `quantity` of each of the catalogue's prints at `indexes` with the demo card; answers the order. */
export async function demoOrder(page: Page, baseUrl: string, lines: readonly { index: number; quantity: number }[], name: string): Promise<DemoOrder> {
  const products = (await (await page.request.get(`${baseUrl}/api/products?limit=24`)).json()) as { id: number; inventory: number }[];
  const stocked = products.filter((product) => product.inventory >= 5);
  for (const { index, quantity } of lines) await post(page, baseUrl, '/api/cart', { productId: stocked[index]!.id, quantity });
  return payForBag(page, baseUrl, { name });
}

/** Where a demo order ships: Miami, unless `postalCode` says otherwise. */
export interface DemoShipping {
  name: string;
  postalCode?: string;
}

/** The page's shopper pays for their bag with the demo card, shipping as `shipping` says; answers the order. */
export async function payForBag(page: Page, baseUrl: string, { name, postalCode = '33139' }: DemoShipping): Promise<DemoOrder> {
  const shipping = { name, phone: '+1 305 555 0100', address: { line1: '1 Ocean Drive', city: 'Miami', state: 'FL', postal_code: postalCode, country: 'US' } };
  const intent = (await (await post(page, baseUrl, '/api/create-payment-intent', { country: 'US', shipping })).json()) as { clientSecret: string };
  const paid = await post(page, baseUrl, '/trpc/checkout.confirmDemoPayment', { json: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' } });
  const { paymentIntentId } = ((await paid.json()) as { result: { data: { json: { paymentIntentId: string } } } }).result.data.json;
  const order = await post(page, baseUrl, '/api/orders', { paymentIntentId });
  if (order.status() !== 200) throw new Error(`the order failed: ${await order.text()}`);
  return (await order.json()) as DemoOrder;
}

/** The customer's return request of one line with a photo, as the /returns page sends it; answers its id. */
export async function demoReturn(page: Page, baseUrl: string, request: { orderNumber: string; email: string; orderItemId: number; reason: string; photo: Buffer }) {
  const sent = await page.request.post(`${baseUrl}/api/returns/request`, {
    headers: { origin: baseUrl },
    multipart: {
      orderNumber: request.orderNumber,
      customerEmail: request.email,
      orderItemId: String(request.orderItemId),
      reason: request.reason,
      comments: 'The frame corner is dented and the canvas is scuffed.',
      photos: { name: 'corner.jpg', mimeType: 'image/jpeg', buffer: request.photo },
    },
  });
  if (sent.status() !== 201) throw new Error(`the return request failed: ${await sent.text()}`);
  return ((await sent.json()) as { id: number }).id;
}
