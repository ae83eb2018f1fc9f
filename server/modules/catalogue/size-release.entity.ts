import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, serialId } from '../columns.ts';
import { ProductSchema } from './product.entity.ts';

/**
 * An admin's deliberate release of a size held back for its artwork's resolution (catalogue/size-checks.ts):
 * who, when, and at what resolution. The product's later imports keep the size offered.
 */
export const SizeReleaseSchema = defineEntity({
  name: 'SizeRelease',
  tableName: 'size_releases',
  uniques: [{ properties: ['product', 'variantId'] }],
  properties: {
    id: serialId(),
    product: () => p.manyToOne(ProductSchema).ref().deleteRule('cascade'),
    variantId: p.string().length(100),
    size: p.string().length(50),
    ppi: p.integer(),
    releasedBy: p.string().length(255),
    createdAt: createdAt(),
  },
});

export type SizeRelease = InferEntity<typeof SizeReleaseSchema>;
