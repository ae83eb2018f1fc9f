import type { Page } from 'playwright-core';
import { waitForCode } from './outbox.ts';
import type { ShopProcess } from './shop-process.ts';

/**
 * A shop's state made through its own API, in a browser page's cookies: accounts and demo orders for
 * the screenshot scripts.
 */

/** A POST from the page's context, as the shop's own pages send it (same origin). */
export const apiPost = (shop: ShopProcess, page: Page, url: string, data: unknown) =>
  page.request.post(`${shop.baseUrl}${url}`, { data, headers: { origin: shop.baseUrl } });

/** Signs `page` up (and in) as a new account, with the code from the outbox. */
export async function signUp(shop: ShopProcess, page: Page, email: string, firstName: string, lastName: string) {
  await apiPost(shop, page, '/api/auth/send-signup-code', { email, firstName, lastName, clientType: 'office_decor' });
  await apiPost(shop, page, '/api/auth/verify-signup-code', { email, code: await waitForCode(shop.dataDir, email) });
}

/** The signed-in page buys `quantity` of the catalogue's `index`th print with the demo card; answers the order number. */
export async function demoOrder(shop: ShopProcess, page: Page, index: number, quantity: number, name: string): Promise<string> {
  const products = (await (await page.request.get(`${shop.baseUrl}/api/products?limit=10`)).json()) as { id: number }[];
  await apiPost(shop, page, '/api/cart', { productId: products[index]!.id, quantity });
  const shipping = { name, phone: '+1 305 555 0100', address: { line1: '1 Ocean Drive', city: 'Miami', state: 'FL', postal_code: '33139', country: 'US' } };
  const intent = (await (await apiPost(shop, page, '/api/create-payment-intent', { country: 'US', shipping })).json()) as { clientSecret: string };
  const paid = await apiPost(shop, page, '/trpc/checkout.confirmDemoPayment', { json: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' } });
  const { paymentIntentId } = ((await paid.json()) as { result: { data: { json: { paymentIntentId: string } } } }).result.data.json;
  return ((await (await apiPost(shop, page, '/api/orders', { paymentIntentId })).json()) as { orderNumber: string }).orderNumber;
}
