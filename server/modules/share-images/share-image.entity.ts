import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt } from '../columns.ts';
import { ProductSchema } from '../catalogue/product.entity.ts';

/**
 * A print's share image as drawn (share-images.ts): one per print, the one of its current picture.
 * In PostgreSQL, so an image drawn by any instance (or ahead of time, by a job) serves them all.
 */
export const ShareImageSchema = defineEntity({
  name: 'ShareImage',
  tableName: 'share_images',
  properties: {
    product: () => p.manyToOne(ProductSchema).primary().ref().deleteRule('cascade'),
    /** The digest of the picture it was drawn from (share-image-source.ts): a new picture, a new version. */
    version: p.string().length(12),
    /** A 1,200 x 630 JPEG. */
    data: p.blob(),
    createdAt: createdAt(),
  },
});

export type ShareImage = InferEntity<typeof ShareImageSchema>;
