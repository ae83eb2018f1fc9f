import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ProductVariant } from '../../../src/catalogue.ts';
import { createdAt, money, serialId, updatedAt } from '../common/columns.ts';

export const ProductSchema = defineEntity({
  name: 'Product',
  tableName: 'products',
  indexes: [
    // "Newest" is the default catalogue order; id breaks ties so cursors are stable.
    { name: 'products_created_at_id_index', expression: 'create index "products_created_at_id_index" on "products" ("created_at" desc, "id" desc)' },
    { properties: ['category'] },
    { name: 'products_featured_index', expression: 'create index "products_featured_index" on "products" ("featured") where "featured"' },
  ],
  properties: {
    id: serialId(),
    title: p.string().length(255),
    description: p.text().nullable(),
    price: money(),
    imageUrl: p.string().length(500).nullable(),
    category: p.string().length(100).nullable(),
    dimensions: p.string().length(50).nullable(),
    inStock: p.boolean().default(true),
    inventory: p.integer().default(0).check('inventory >= 0'),
    featured: p.boolean().default(false),
    tags: p.array().default([]),
    printifyId: p.string().length(100).nullable().unique(),
    printifyVariantId: p.string().length(100).nullable(),
    mockupImages: p.array().default([]),
    variants: p.json<ProductVariant[]>().default('[]'),
    priceRange: p.string().length(50).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type Product = InferEntity<typeof ProductSchema>;
