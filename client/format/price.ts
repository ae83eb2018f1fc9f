import type { Product } from '../../src/catalogue.ts';
import { formatUsd, toCents } from '../../src/money.ts';

/** "129.5" or "129.50" from the wire to "$129.50". */
export const formatPrice = (amount: string) => formatUsd(toCents(amount));

/** Spec section 9: a product shows its price range when its sizes differ in price, else its price. */
export function productPriceLabel(product: Pick<Product, 'price' | 'priceRange'>): string {
  return product.priceRange ?? formatPrice(product.price);
}
