import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductVariant } from '../../src/catalogue.ts';
import { centsToDecimal, priceRange } from '../../src/money.ts';
import { dimensionsText, sizeLabel } from '../../src/size-chart.ts';
import { TRANSLATED_LOCALES } from '../../src/catalogue-translations.ts';
import { CategorySchema, CategoryTranslationSchema, ProductCategorySchema, ProductSchema, ProductTranslationSchema } from '../modules/catalogue/index.ts';
import { shopReads } from '../modules/common/index.ts';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './demo-catalogue.ts';
import { demoPalette } from './demo-palettes.ts';
import { DEMO_CATEGORY_TRANSLATIONS, DEMO_PRODUCT_TRANSLATIONS } from './demo-translations.ts';

/** Any fixed number: the key of the advisory lock that keeps two starting instances from both seeding. */
const SEED_LOCK = 7_304_117;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo catalogue into an empty shop, once, with its translations into every other language
 * of the shop (demo-translations.ts): a shop with any product or category is left
 * alone, so a restart (or an admin's own catalogue) never gets demo rows mixed in.
 * Returns the ids of the products it seeded: none when it did not seed.
 */
export async function seedDemoCatalogue(em: EntityManager, now = new Date()): Promise<number[]> {
  return em.transactional(async (tx) => {
    const db = shopReads(tx);
    await db.selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.val(SEED_LOCK)]).as('locked')).execute();
    const state = await db
      .selectNoFrom((eb) => {
        const any = (table: 'products' | 'categories') => eb.exists(eb.selectFrom(table).select(eb.lit(1).as('one')));
        return eb.or([any('products'), any('categories')]).as('populated');
      })
      .executeTakeFirstOrThrow();
    if (state.populated) return [];

    const categories = new Map(
      DEMO_CATEGORIES.map((category, index) => [
        category.name,
        tx.create(CategorySchema, {
          name: category.name,
          description: category.description,
          imageUrl: category.imageUrl,
          createdAt: new Date(now.getTime() - (DEMO_CATEGORIES.length - index) * DAY_MS),
        }),
      ]),
    );
    for (const [name, category] of categories) {
      const translations = DEMO_CATEGORY_TRANSLATIONS[name];
      if (!translations) throw new Error(`Demo category ${name} has no translations`);
      for (const locale of TRANSLATED_LOCALES) tx.create(CategoryTranslationSchema, { category, locale, ...translations[locale] });
    }

    const products = DEMO_PRODUCTS.map((demo, index) => {
      const createdAt = new Date(now.getTime() - (DEMO_PRODUCTS.length - index) * DAY_MS);
      const product = tx.create(ProductSchema, { ...productFields(demo), createdAt, updatedAt: createdAt });
      const category = categories.get(demo.category);
      if (!category) throw new Error(`Demo product ${demo.slug} names unknown category ${demo.category}`);
      tx.create(ProductCategorySchema, { product, category });
      const translations = DEMO_PRODUCT_TRANSLATIONS[demo.slug];
      if (!translations) throw new Error(`Demo product ${demo.slug} has no translations`);
      for (const locale of TRANSLATED_LOCALES) tx.create(ProductTranslationSchema, { product, locale, ...translations[locale] });
      return product;
    });
    await tx.flush();
    return products.map((product) => product.id);
  });
}

function productFields(demo: DemoProduct) {
  const variants: ProductVariant[] = demo.sizes.map(({ size, priceCents }) => ({
    id: size,
    size: sizeLabel(size),
    price: centsToDecimal(priceCents),
    isDefault: size === demo.defaultSize,
    mockupImages: demo.images,
    dimensions: dimensionsText(size),
  }));
  const fallback = variants[0];
  if (!fallback) throw new Error(`Demo product ${demo.slug} has no sizes`);
  const defaultVariant = variants.find((variant) => variant.isDefault) ?? fallback;
  return {
    title: demo.title,
    description: demo.description,
    price: defaultVariant.price,
    priceRange: priceRange(demo.sizes.map((size) => size.priceCents)),
    imageUrl: demo.images[0] ?? null,
    mockupImages: demo.images,
    category: demo.category,
    dimensions: defaultVariant.dimensions,
    inStock: demo.inStock,
    inventory: demo.inventory,
    featured: demo.featured,
    tags: demo.tags,
    variants,
    palette: demoPalette(demo.slug),
  };
}
