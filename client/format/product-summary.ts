import type { Product, ProductVariant } from '../../src/catalogue.ts';
import type { Locale } from '../../src/locales.ts';
import { variantPriceBounds } from '../../src/pricing.ts';
import { localeDimensions, sizeInches } from '../../src/size-chart.ts';

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

/**
 * The size a card offers: the default one, unless the shopper asked for prints that fit a wall at most
 * `wallWidthIn` wide (/shop's "Fits a wall up to") and it is wider; then the widest size that fits (the
 * taller of two as wide). The filter kept the print because one does.
 */
export function cardVariant(product: Pick<Product, 'variants'>, wallWidthIn: number | null): ProductVariant | undefined {
  const chosen = defaultVariant(product);
  const width = (variant: ProductVariant) => sizeInches(variant.size)?.width ?? Number.POSITIVE_INFINITY;
  if (wallWidthIn === null || !chosen || width(chosen) <= wallWidthIn) return chosen;
  const height = (variant: ProductVariant) => sizeInches(variant.size)?.height ?? 0;
  const widestFitting = product.variants
    .filter((variant) => width(variant) <= wallWidthIn)
    .sort((a, b) => width(b) - width(a) || height(b) - height(a))[0];
  return widestFitting ?? chosen;
}

/** A size's measurements (the default size's when not given), else its label, else the product's own dimensions; numbers as `locale` writes them. */
export function cardDimensions(product: Pick<Product, 'variants' | 'dimensions'>, locale: Locale, variant = defaultVariant(product)): string | null {
  const dimensions = variant?.dimensions ?? variant?.size ?? product.dimensions;
  return dimensions && localeDimensions(dimensions, locale);
}
