import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TRANSLATED_LOCALES } from '../../../src/catalogue-translations.ts';
import { oneOf, updatedAt } from '../columns.ts';
import { CATEGORY_TRANSLATION_REVISION_TRIGGERS } from './catalogue-revision.entity.ts';
import { CategorySchema } from './category.entity.ts';

/**
 * A category's name and description in one of the shop's other languages (translations.ts); a null
 * field is shown in English. A shopper's page may name a category in its language (/de/shop?category=
 * Landschaften), so a name is one category's only, per language.
 */
export const CategoryTranslationSchema = defineEntity({
  name: 'CategoryTranslation',
  tableName: 'category_translations',
  uniques: [{ name: 'category_translations_locale_name_unique', properties: ['locale', 'name'] }],
  properties: {
    category: () => p.manyToOne(CategorySchema).ref().primary().deleteRule('cascade'),
    locale: p.string().length(2).primary().check(oneOf('locale', TRANSLATED_LOCALES)),
    name: p.string().length(100).nullable(),
    description: p.text().nullable(),
    updatedBy: p.string().length(255).nullable(),
    updatedAt: updatedAt(),
  },
  triggers: CATEGORY_TRANSLATION_REVISION_TRIGGERS,
});

export type CategoryTranslation = InferEntity<typeof CategoryTranslationSchema>;
