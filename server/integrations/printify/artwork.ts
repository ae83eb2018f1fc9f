import type { PrintifyProduct } from './printify-schemas.ts';

/**
 * The artwork on a variant's canvas, from the product's print areas: its pixel size, `vector` for an
 * SVG (sharp at any size), or null when Printify did not say (nothing to judge a size by).
 */
export type VariantArtwork = { widthPx: number; heightPx: number } | 'vector' | null;

export function artworkOf(product: Pick<PrintifyProduct, 'print_areas'>, variantId: number): VariantArtwork {
  const area = product.print_areas.find((candidate) => candidate.variant_ids.includes(variantId));
  // A canvas has one placeholder (its front); the first image on it is the artwork.
  const placeholder = area?.placeholders.find((candidate) => (candidate.position ?? 'front') === 'front') ?? area?.placeholders[0];
  const image = placeholder?.images[0];
  if (!image) return null;
  if (image.type === 'image/svg+xml') return 'vector';
  return image.width && image.height ? { widthPx: image.width, heightPx: image.height } : null;
}
