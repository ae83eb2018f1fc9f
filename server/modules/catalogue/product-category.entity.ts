import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PRODUCT_CATEGORY_REVISION_TRIGGERS } from './catalogue-revision.entity.ts';
import { createdAt, serialId } from '../columns.ts';
import { PRODUCT_CATEGORY_LISTING_TRIGGERS } from './category-listings.routine.ts';
import { CategorySchema } from './category.entity.ts';
import { ProductSchema } from './product.entity.ts';

/** A product's membership of a category; a product may sit in several. */
export const ProductCategorySchema = defineEntity({
  name: 'ProductCategory',
  tableName: 'product_categories',
  uniques: [{ properties: ['product', 'category'] }],
  properties: {
    id: serialId(),
    product: () => p.manyToOne(ProductSchema).ref().deleteRule('cascade'),
    category: () => p.manyToOne(CategorySchema).ref().deleteRule('cascade').index(),
    createdAt: createdAt(),
  },
  triggers: [...PRODUCT_CATEGORY_LISTING_TRIGGERS, ...PRODUCT_CATEGORY_REVISION_TRIGGERS],
});

export type ProductCategory = InferEntity<typeof ProductCategorySchema>;
