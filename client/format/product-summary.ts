import type { Product, ProductVariant } from '../../src/catalogue.ts';
import type { Locale } from '../../src/locales.ts';
import { variantPriceBounds } from '../../src/pricing.ts';
import { localeDimensions } from '../../src/size-chart.ts';

/** The size a product is sold in unless the shopper picks another: the default one, else the first. */
export const defaultVariant = (product: Pick<Product, 'variants'>): ProductVariant | undefined =>
  product.variants.find((variant) => variant.isDefault) ?? product.variants[0];

/**
 * Spec section 9: a card shows the range of its sizes' prices when they differ, else the one price.
 * `money` formats in the shopper's currency (useMoney), cents or a 2-decimal dollar string.
 */
export function cardPriceLabel(
  product: Pick<Product, 'price' | 'variants'>,
  money: (amount: string | number) => string,
): string {
  const bounds = variantPriceBounds(product.variants.map((variant) => variant.price));
  if (!bounds) return money(product.price);
  return bounds.low === bounds.high ? money(bounds.low) : `${money(bounds.low)} – ${money(bounds.high)}`;
}

/** The default size's measurements, else its size label, else the product's own dimensions; numbers as `locale` writes them. */
export function cardDimensions(product: Pick<Product, 'variants' | 'dimensions'>, locale: Locale): string | null {
  const variant = defaultVariant(product);
  const dimensions = variant?.dimensions ?? variant?.size ?? product.dimensions;
  return dimensions && localeDimensions(dimensions, locale);
}
