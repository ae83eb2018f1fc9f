/**
 * The prints: products and categories, the hot catalogue reads, stock and its holds, sizes held back
 * for their artwork's resolution, products imported from the print provider, the sitemaps' and
 * feed's files, and the catalogue in the shop's other languages (the admins' translations, and every
 * read in the shopper's language). What other parts of the shop may call is exported here (with the entities the seed and
 * the benches write, and the statements the floor bench runs); the rest of the folder is its inside.
 */
export { allProducts, categoryNames, productAddresses, productFile, productFiles } from './catalogue-files.ts';
export { findProduct, isHiddenProduct, listCategories, listProducts, pageFromRows, PRODUCT_COLUMNS, productByIdQuery, productPageQuery, toProduct, type PageRow, type ProductRow } from './catalogue.queries.ts';
export { FRESH_FACETS_PER_IP, productFacets } from './catalogue-facets.ts';
export { CategorySchema } from './category.entity.ts';
export { CategoryTranslationSchema } from './category-translation.entity.ts';
export { hideImportedProducts, saveImportedProduct } from './imported-products.ts';
export { paletteOf } from './palette.ts';
export { ProductCategorySchema } from './product-category.entity.ts';
export { ProductSchema, type StockLine } from './product.entity.ts';
export { ProductTranslationSchema } from './product-translation.entity.ts';
export { heldBackSize, listSizeChecks, releasedVariantIds, releaseSize } from './size-checks.ts';
export { perProduct } from './stock-line.ts';
export { releaseStock, reserveStock, restock, sellStock } from './stock.ts';
export { inLanguage, titlesIn } from './translated-reads.ts';
export { listCategoryTranslations, listProductTranslations, productTranslations, saveCategoryTranslation, saveProductTranslation } from './translations.ts';
