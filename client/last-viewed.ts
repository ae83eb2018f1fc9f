import { readText, writeText } from './storage.ts';
import { pathTo } from '../src/page-routes.ts';

/**
 * The product the shopper looked at last (spec section 2, /checkout): an empty cart at checkout
 * sends them back to it rather than to the whole catalogue.
 */
const KEY = 'cl.lastViewedProduct';

export function rememberViewedProduct(id: number): void {
  writeText('local', KEY, String(id));
}

/** `/product/{id}` of the last product viewed, else `/shop`. */
export function lastViewedProductPath(): string {
  const id = Number(readText('local', KEY));
  return Number.isInteger(id) && id > 0 ? pathTo('product', { id }) : pathTo('shop');
}
