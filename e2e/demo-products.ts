import type { Product } from '../src/catalogue.ts';

/**
 * The demo catalogue's print of that title, found by the documented search (`GET /api/products?search=`)
 * of the shop at `baseUrl`, as a browser test's starting point.
 */
export async function productNamed(baseUrl: string, title: string): Promise<Product> {
  const products = (await (await fetch(`${baseUrl}/api/products?search=${encodeURIComponent(title)}`)).json()) as Product[];
  const product = products.find((candidate) => candidate.title === title);
  if (!product) throw new Error(`The demo catalogue has no "${title}"`);
  return product;
}
