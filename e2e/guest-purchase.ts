import type { Page } from 'playwright-core';
import type { Product } from '../src/catalogue.ts';

/** What a guest does on the way to an order, shared by the checkout and returns browser tests. */

export const ORDER_NUMBER = /CL-\d{8}-[A-Z0-9]{6}/;

/** A print with stock to spare: the shop and other tests share one catalogue. */
export async function stockedProductId(baseUrl: string): Promise<number> {
  const products = (await (await fetch(`${baseUrl}/api/products`)).json()) as Product[];
  const product = products.find((candidate) => candidate.inStock && candidate.inventory >= 5);
  if (!product) throw new Error('The demo catalogue has no print in stock');
  return product.id;
}

/** From /shop: opens a print in stock, picks its first size and adds it to the bag; answers its title. */
export async function addFirstPrint(page: Page, baseUrl: string): Promise<string> {
  const id = await stockedProductId(baseUrl);
  await page.goto(`${baseUrl}/shop`);
  await page.locator(`main a[href="/product/${id}"]`).first().click();
  await page.waitForURL(`${baseUrl}/product/${id}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const size = page.getByRole('radio').first();
  if (!(await size.isChecked())) await size.check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Added to cart').waitFor();
  return title;
}

/** The checkout form, filled in as a guest in the US. */
export async function fillShipping(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Address', { exact: true }).fill('12 Ocean Drive');
  await page.getByLabel('City').fill('Miami');
  await page.getByLabel('State / Province').fill('FL');
  await page.getByLabel('ZIP / Postal code').fill('33139');
  await page.getByText('Email is valid').waitFor();
}

/** A guest buys the first print in stock with the demo card; answers the print's title once the order is placed. */
export async function buyAsGuest(page: Page, baseUrl: string, email: string): Promise<string> {
  const title = await addFirstPrint(page, baseUrl);
  await page.goto(`${baseUrl}/checkout`);
  await fillShipping(page, email);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByText('Order placed successfully!').waitFor();
  return title;
}
