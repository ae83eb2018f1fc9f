import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, serialId } from '../common/columns.ts';

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
});

export type Category = InferEntity<typeof CategorySchema>;
