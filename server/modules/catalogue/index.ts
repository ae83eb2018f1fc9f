/**
 * The prints: products and categories, the hot catalogue reads, stock and its holds, sizes held back
 * for their artwork's resolution, products imported from the print provider, and the sitemaps' and
 * feed's files. What other parts of the shop may call is exported here (with the entities the seed and
 * the benches write, and the statements the floor bench runs); the rest of the folder is its inside.
 */
export { allProducts, categoryNames, productAddresses, productFile, productFiles } from './catalogue-files.ts';
export { findProduct, isHiddenProduct, listCategories, listProducts, pageFromRows, PRODUCT_COLUMNS, productByIdQuery, productPageQuery, toProduct, type PageRow, type ProductRow } from './catalogue.queries.ts';
export { CategorySchema } from './category.entity.ts';
export { hideImportedProducts, saveImportedProduct } from './imported-products.ts';
export { ProductCategorySchema } from './product-category.entity.ts';
export { ProductSchema, type StockLine } from './product.entity.ts';
export { heldBackSize, listSizeChecks, releasedVariantIds, releaseSize } from './size-checks.ts';
export { perProduct } from './stock-line.ts';
export { releaseStock, reserveStock, restock, sellStock } from './stock.ts';
