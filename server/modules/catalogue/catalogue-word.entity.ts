import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LOCALES } from '../../../src/locales.ts';
import { oneOf } from '../columns.ts';

/**
 * The catalogue's vocabulary, per language: each word of three letters or more in a print's title,
 * tags or category, or a category's name, with how many prints use it. A search whose words find
 * nothing is corrected against it, and a "Did you mean" drawn from it (catalogue-words.ts); nothing
 * else reads it. Drawn again from the catalogue when a search needs it and the catalogue has changed
 * since (catalogue_revisions.words_revision).
 */
export const CatalogueWordSchema = defineEntity({
  name: 'CatalogueWord',
  tableName: 'catalogue_words',
  indexes: [
    // The nearest words to a typed one, by trigram distance (`word <-> 'lighthose'`), which only GiST orders by.
    { name: 'catalogue_words_trgm_index', expression: 'create index "catalogue_words_trgm_index" on "catalogue_words" using gist ("word" gist_trgm_ops)' },
  ],
  properties: {
    locale: p.string().length(2).primary().check(oneOf('locale', LOCALES)),
    word: p.text().primary(),
    products: p.integer(),
  },
});

export type CatalogueWord = InferEntity<typeof CatalogueWordSchema>;
