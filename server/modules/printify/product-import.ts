import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaletteColour, ProductVariant } from '../../../src/catalogue.ts';
import { centsToDecimal, priceRange, toCents } from '../../../src/money.ts';
import { printResolution, sizeVerdict, type SizeCheck } from '../../../src/print-resolution.ts';
import { CANVAS_DEPTH_CM, dimensionsText, sizeChartRow, sizeLabel } from '../../../src/size-chart.ts';
import { artworkOf, canvasSize, type PrintifyProduct } from '../../integrations/printify/index.ts';
import { categoryNames, hideImportedProducts, releasedVariantIds, saveImportedProduct } from '../catalogue/index.ts';
import { cut, oneLineText, safeDescription } from '../common/index.ts';

/**
 * A Printify product as a shop product: one row per printifyId, made or brought up
 * to date, never duplicated. Title and tags as they are without control characters (common/plain-text.ts), the description's HTML reduced to safe text,
 * a category from the tags (made when new, catalogue/imported-products.ts), the images as mockups, and each enabled variant as a size
 * whose id is Printify's variant id (what an order sends back to Printify), priced from its cents.
 */

/** A Printify product the shop cannot sell; the reason goes back to Printify as publishing_failed. */
export class CannotImport extends Error {
  override name = 'CannotImport';
}

/** Tags Printify puts on every product of a kind; they say nothing about the collection. */
const GENERIC_TAGS = new Set(['canvas', 'canvases', 'wall art', 'home & living', 'home decor', 'art', 'decor', 'hanging', 'matte', 'poster', 'posters', 'gift', 'gifts']);

/** The enabled variants as the shop's sizes; a size off the chart keeps its own dimensions. */
export function variantsOf(product: PrintifyProduct): ProductVariant[] {
  const enabled = product.variants.filter((variant) => variant.is_enabled);
  const sized = enabled.map((variant) => ({ variant, size: canvasSize(product, variant) }));
  const labels = sized.map(({ variant, size }) => (size ? `${size.widthIn}"x${size.heightIn}"` : cut(oneLineText(variant.title), 50)));
  return sized.map(({ variant, size }, index) => {
    const label = labels[index]!;
    // Two depths of one size (0.75" and 1.25") must not read the same in the size selector.
    const twin = labels.some((other, at) => at !== index && other === label);
    const chartRow = size ? sizeChartRow(`${size.widthIn}x${size.heightIn}`) : undefined;
    const images = product.images.filter((image) => image.variant_ids.includes(variant.id)).map((image) => image.src);
    return {
      id: String(variant.id),
      size: twin && size?.depth ? `${chartRow ? sizeLabel(chartRow.size) : label} (${size.depth} deep)` : chartRow ? sizeLabel(chartRow.size) : label,
      price: centsToDecimal(variant.price),
      isDefault: variant.is_default,
      mockupImages: images,
      dimensions: chartRow ? dimensionsText(chartRow.size) : size ? offChartDimensions(size.widthIn, size.heightIn) : null,
    };
  });
}

/**
 * Which sizes shoppers are offered (src/print-resolution.ts): each size's resolution from the artwork
 * on its print area, the ones under 150 ppi held back unless an admin released them, the ones under 200
 * flagged. A size without a known artwork, or with vector artwork, is offered as it is.
 */
export function checkSizes(product: PrintifyProduct, variants: readonly ProductVariant[], released: ReadonlySet<string>) {
  const offered: ProductVariant[] = [];
  const checks: SizeCheck[] = [];
  for (const variant of variants) {
    const source = product.variants.find((candidate) => String(candidate.id) === variant.id);
    const size = source ? canvasSize(product, source) : null;
    const artwork = source ? artworkOf(product, source.id) : null;
    if (!size || artwork === null || artwork === 'vector') {
      offered.push(variant);
      continue;
    }
    const ppi = printResolution(artwork, size);
    const verdict = sizeVerdict(ppi);
    if (verdict === 'sharp') offered.push(variant);
    else if (verdict === 'flagged') {
      offered.push(variant);
      checks.push({ variant, ppi, verdict });
    } else if (released.has(variant.id)) {
      offered.push(variant);
      checks.push({ variant, ppi, verdict: 'released' });
    } else checks.push({ variant, ppi, verdict: 'held_back' });
  }
  return { offered, checks };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const offChartDimensions = (width: number, height: number) =>
  `${width}" x ${height}" (${round1(width * 2.54)} x ${round1(height * 2.54)} cm, ${CANVAS_DEPTH_CM} cm deep)`.slice(0, 50);

/** The first tag naming a known category, else the first that is not one of Printify's generic ones. */
function categoryTag(tags: readonly string[], known: readonly string[]): string | null {
  const byLower = new Map(known.map((name) => [name.toLowerCase(), name]));
  for (const tag of tags) {
    const name = byLower.get(tag.trim().toLowerCase());
    if (name) return name;
  }
  const fresh = tags.map((tag) => tag.trim()).find((tag) => tag !== '' && !GENERIC_TAGS.has(tag.toLowerCase()));
  return fresh ? cut(fresh, 100) : null;
}

/** The product's title as the shop shows it: one line, no control characters, at most 255 characters. */
export const importedTitle = (source: Pick<PrintifyProduct, 'title'>) => cut(oneLineText(source.title), 255) || 'Untitled print';

export interface Imported {
  /** The shop's product id. */
  productId: number;
  created: boolean;
}

/** In `tx`: makes or updates the shop product of `source`, keyed by its Printify id, with its picture's palette. */
export async function importProduct(tx: EntityManager, source: PrintifyProduct, palette: PaletteColour[]): Promise<Imported> {
  const enabled = variantsOf(source);
  if (enabled.length === 0) throw new CannotImport('No enabled variant to sell: enable at least one canvas size in Printify.');
  const { offered: variants, checks } = checkSizes(source, enabled, await releasedVariantIds(tx, source.id));
  if (variants.length === 0) {
    const best = Math.max(...checks.map((check) => check.ppi));
    throw new CannotImport(
      `Every enabled size would print soft: the artwork has at most ${best} pixels per inch on them, and the shop sells sizes of 150 or more. Upload larger artwork or enable smaller sizes.`,
    );
  }
  const defaultVariant = variants.find((variant) => variant.isDefault) ?? variants[0]!;
  const tags = source.tags.map((tag) => cut(oneLineText(tag), 100)).filter((tag) => tag !== '');
  return saveImportedProduct(tx, source.id, {
    title: importedTitle(source),
    description: safeDescription(source.description),
    price: defaultVariant.price,
    priceRange: priceRange(variants.map((variant) => toCents(variant.price))),
    imageUrl: defaultImage(source)?.src.slice(0, 500) ?? null,
    mockupImages: source.images.map((image) => image.src).filter((src) => src.length <= 500),
    category: categoryTag(tags, await categoryNames(tx)),
    dimensions: defaultVariant.dimensions,
    tags,
    variants,
    sizeChecks: checks,
    printifyVariantId: defaultVariant.id,
    palette,
  });
}

/** The image a product is shown by: Printify's default, else its first. */
export const defaultImage = (source: PrintifyProduct) => source.images.find((image) => image.is_default) ?? source.images[0];

/** Hides the shop product of a Printify product that is gone; its orders keep it. Answers whether one was hidden. */
export async function hideProduct(em: EntityManager, printifyId: string): Promise<boolean> {
  return (await hideImportedProducts(em, { printifyId })) > 0;
}
