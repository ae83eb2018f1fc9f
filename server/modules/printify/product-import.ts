import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import type { ProductVariant } from '../../../src/catalogue.ts';
import { centsToDecimal, priceRange } from '../../../src/money.ts';
import { CANVAS_DEPTH_CM, dimensionsText, sizeChartRow, sizeLabel } from '../../../src/size-chart.ts';
import { canvasSize, type PrintifyProduct } from '../../integrations/printify/index.ts';
import { ProductSchema } from '../catalogue/product.entity.ts';
import { sqlOf } from '../common/typed-sql.ts';

/**
 * A Printify product as a shop product: one row per printifyId, made or brought up
 * to date, never duplicated. Title and tags as they are, the description's HTML reduced to safe text,
 * a category from the tags (made when new), the images as mockups, and each enabled variant as a size
 * whose id is Printify's variant id (what an order sends back to Printify), priced from its cents.
 */

/** A Printify product the shop cannot sell; the reason goes back to Printify as publishing_failed. */
export class CannotImport extends Error {
  override name = 'CannotImport';
}

/** Print on demand never runs out: a stock this high keeps the shop's stock rules (holds, sales) working. */
export const PRINT_ON_DEMAND_STOCK = 9999;

/** Tags Printify puts on every product of a kind; they say nothing about the collection. */
const GENERIC_TAGS = new Set(['canvas', 'canvases', 'wall art', 'home & living', 'home decor', 'art', 'decor', 'hanging', 'matte', 'poster', 'posters', 'gift', 'gifts']);

/** The description's text, without markup: paragraphs and line breaks become new lines. */
export function safeDescription(html: string | null | undefined): string | null {
  if (!html) return null;
  const withBreaks = html.replace(/<\s*br\s*\/?>/gi, '\n').replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return text === '' ? null : text;
}

/** The enabled variants as the shop's sizes; a size off the chart keeps its own dimensions. */
export function variantsOf(product: PrintifyProduct): ProductVariant[] {
  const enabled = product.variants.filter((variant) => variant.is_enabled);
  const sized = enabled.map((variant) => ({ variant, size: canvasSize(product, variant) }));
  const labels = sized.map(({ variant, size }) => (size ? `${size.widthIn}"x${size.heightIn}"` : variant.title.slice(0, 50)));
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
  return fresh ? fresh.slice(0, 100) : null;
}

export interface Imported {
  /** The shop's product id. */
  productId: number;
  created: boolean;
}

/** In `tx`: makes or updates the shop product of `source`, keyed by its Printify id. */
export async function importProduct(tx: EntityManager, source: PrintifyProduct): Promise<Imported> {
  const variants = variantsOf(source);
  if (variants.length === 0) throw new CannotImport('No enabled variant to sell: enable at least one canvas size in Printify.');
  const db = sqlOf(tx);
  const known = await db.selectFrom('categories').select(['id', 'name']).execute();
  const category = categoryTag(source.tags, known.map((row) => row.name));
  let categoryId = known.find((row) => row.name === category)?.id ?? null;
  if (category !== null && categoryId === null) {
    const made = await db
      .insertInto('categories')
      .values({ name: category, description: `${category} canvas prints.` })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ name: category }))
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryId = made.id;
  }

  const defaultVariant = variants.find((variant) => variant.isDefault) ?? variants[0]!;
  const fields = {
    title: source.title.trim().slice(0, 255) || 'Untitled print',
    description: safeDescription(source.description),
    price: defaultVariant.price,
    priceRange: priceRange(source.variants.filter((variant) => variant.is_enabled).map((variant) => variant.price)),
    imageUrl: (source.images.find((image) => image.is_default) ?? source.images[0])?.src.slice(0, 500) ?? null,
    mockupImages: source.images.map((image) => image.src).filter((src) => src.length <= 500),
    category,
    dimensions: defaultVariant.dimensions,
    tags: source.tags.map((tag) => tag.slice(0, 100)),
    variants,
    printifyVariantId: defaultVariant.id,
    hidden: false,
    inStock: true,
  };
  // One import of a product at a time (a sync and a webhook may race): the second finds the first's row.
  await sql`select pg_advisory_xact_lock(hashtextextended(${`printify-product:${source.id}`}, 0))`.execute(db);
  const existing = await tx.findOne(ProductSchema, { printifyId: source.id });
  // Stock is the shop's (sales take from it): an update leaves it alone.
  const product = existing ? tx.assign(existing, fields) : tx.create(ProductSchema, { ...fields, printifyId: source.id, inventory: PRINT_ON_DEMAND_STOCK });
  await tx.flush();
  if (categoryId !== null) {
    await db
      .insertInto('product_categories')
      .values({ product_id: product.id, category_id: categoryId })
      .onConflict((conflict) => conflict.columns(['product_id', 'category_id']).doNothing())
      .execute();
  }
  return { productId: product.id, created: !existing };
}

/** Hides the shop product of a Printify product that is gone; its orders keep it. Answers whether one was hidden. */
export async function hideProduct(em: EntityManager, printifyId: string): Promise<boolean> {
  const result = await sqlOf(em)
    .updateTable('products')
    .set({ hidden: true, in_stock: false, updated_at: new Date() })
    .where('printify_id', '=', printifyId)
    .where('hidden', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
