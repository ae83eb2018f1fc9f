import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CATEGORY_REVISION_TRIGGERS } from './catalogue-revision.entity.ts';
import { createdAt, serialId } from '../columns.ts';
import { CATEGORY_LISTING_TRIGGERS } from './category-listings.routine.ts';

export const CategorySchema = defineEntity({
  name: 'Category',
  tableName: 'categories',
  properties: {
    id: serialId(),
    name: p.string().length(100).unique(),
    description: p.text().nullable(),
    imageUrl: p.string().length(500).nullable(),
    createdAt: createdAt(),
  },
  triggers: [...CATEGORY_LISTING_TRIGGERS, ...CATEGORY_REVISION_TRIGGERS],
});

export type Category = InferEntity<typeof CategorySchema>;
