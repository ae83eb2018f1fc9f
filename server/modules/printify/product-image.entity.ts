import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, serialId } from '../columns.ts';

/**
 * A Printify mockup as the shop serves it, from its own origin (/api/product-images/{id}): fetched once
 * from Printify's image host, decoded and re-encoded at the shop's size (product-pictures.ts). In
 * PostgreSQL, so every instance serves it. Keyed by the source URL, so a sync fetches only new ones.
 */
export const ProductImageSchema = defineEntity({
  name: 'ProductImage',
  tableName: 'product_images',
  properties: {
    id: serialId(),
    sourceUrl: p.string().length(500).unique(),
    width: p.integer(),
    height: p.integer(),
    /** A JPEG. */
    data: p.blob(),
    createdAt: createdAt(),
  },
});

export type ProductImage = InferEntity<typeof ProductImageSchema>;
