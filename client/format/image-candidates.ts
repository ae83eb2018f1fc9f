import type { Product } from '../../src/catalogue.ts';

/**
 * Spec section 4, the image rules, part one: which addresses are worth trying at all. The print provider
 * fills empty image slots with stock placeholders; a card showing one looks broken, so they are skipped.
 * Matched case-insensitively against the whole address.
 */
const PLACEHOLDER_MARKERS = [
  'placeholder',
  'no-image',
  'no_image',
  'noimage',
  'image-not-available',
  'image_not_available',
  'coming-soon',
  'default-product',
  // Placeholder services that stand in for a missing picture in imported catalogues.
  'placehold.co',
  'placehold.it',
  'dummyimage.com',
] as const;

export const isPlaceholderImage = (url: string) => {
  const lower = url.toLowerCase();
  return PLACEHOLDER_MARKERS.some((marker) => lower.includes(marker));
};

/** Every distinct, non-empty address in the order given. */
export function imageCandidates(...sources: ReadonlyArray<string | null | undefined | readonly string[]>): string[] {
  const seen = new Set<string>();
  for (const source of sources) {
    for (const url of typeof source === 'string' || source == null ? [source] : source) {
      const trimmed = url?.trim();
      if (trimmed) seen.add(trimmed);
    }
  }
  return [...seen];
}

/** The candidates without placeholders; if nothing else is left, the first candidate after all. */
export function usableImages(candidates: readonly string[]): string[] {
  const usable = candidates.filter((url) => !isPlaceholderImage(url));
  return usable.length > 0 ? usable : candidates.slice(0, 1);
}

/** A product's pictures: its main image, its mockups, then its default size's mockups. */
export function productImageCandidates(product: Pick<Product, 'imageUrl' | 'mockupImages' | 'variants'>): string[] {
  const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
  return imageCandidates(product.imageUrl, product.mockupImages, variant?.mockupImages);
}
