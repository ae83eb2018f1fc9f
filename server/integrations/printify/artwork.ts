import type { PrintifyProduct } from './printify-schemas.ts';

/**
 * The artwork on a variant's canvas, from the product's print areas: its pixel size, `vector` for an
 * SVG (sharp at any size), or null when Printify did not say (nothing to judge a size by).
 */
export type VariantArtwork = { widthPx: number; heightPx: number } | 'vector' | null;

export function artworkOf(product: Pick<PrintifyProduct, 'print_areas'>, variantId: number): VariantArtwork {
  const image = frontImage(product, variantId);
  if (!image) return null;
  if (image.type === 'image/svg+xml') return 'vector';
  return image.width && image.height ? { widthPx: image.width, heightPx: image.height } : null;
}

type PrintAreaImage = PrintifyProduct['print_areas'][number]['placeholders'][number]['images'][number];

/** The image on a variant's front print area: a canvas has one placeholder (its front), and the first image on it is the artwork. */
function frontImage(product: Pick<PrintifyProduct, 'print_areas'>, variantId: number): PrintAreaImage | undefined {
  const area = product.print_areas.find((candidate) => candidate.variant_ids.includes(variantId));
  const placeholder = area?.placeholders.find((candidate) => (candidate.position ?? 'front') === 'front') ?? area?.placeholders[0];
  return placeholder?.images[0];
}

/**
 * The artwork image of the product's default size (else its first), with its address: what the shop's
 * zoom is cut from. Null without one, or without an address.
 */
export function artworkImageOf(product: Pick<PrintifyProduct, 'print_areas' | 'variants'>): { src: string; width?: number | undefined; height?: number | undefined } | null {
  const variant = product.variants.find((candidate) => candidate.is_default) ?? product.variants[0];
  const image = variant ? frontImage(product, variant.id) : undefined;
  return image?.src ? { src: image.src, width: image.width, height: image.height } : null;
}
