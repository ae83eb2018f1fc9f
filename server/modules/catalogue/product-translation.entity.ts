import { defineEntity, p, type InferEntity, type Opt, type TriggerDef } from '@mikro-orm/core';
import { TRANSLATED_LOCALES } from '../../../src/catalogue-translations.ts';
import { oneOf, updatedAt } from '../columns.ts';
import { PRODUCT_TRANSLATION_REVISION_TRIGGERS } from './catalogue-revision.entity.ts';
import { ProductSchema } from './product.entity.ts';

/**
 * Keeps products.name_keys (product.entity.ts) right: each language's title, lowered, for the name
 * sort's index of that language. A row trigger, as every write here is one print's.
 */
const NAME_KEYS: TriggerDef = {
  name: 'product_translations_name_keys',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  expression: `create or replace function "product_translations_product_translations_name_keys_fn"() returns trigger language plpgsql as $$ begin
  update products p
     set name_keys = coalesce((select jsonb_object_agg(t.locale, lower(t.title)) from product_translations t where t.product_id = p.id and t.title is not null), '{}'::jsonb)
   where p.id = coalesce(new.product_id, old.product_id);
  return null;
end $$;
create trigger "product_translations_name_keys" after insert or delete or update of title on "product_translations" for each row execute function "product_translations_product_translations_name_keys_fn"()`,
};

/**
 * A print's title and description in one of the shop's other languages, written by an admin
 * (translations.ts) or the demo seed; a null field is shown in English. When a Printify sync brings
 * a new English title or description, the translation of it stays and is flagged for review
 * (imported-products.ts) until an admin saves it again.
 */
export const ProductTranslationSchema = defineEntity({
  name: 'ProductTranslation',
  tableName: 'product_translations',
  indexes: [
    // A search in this language matches its title or description as the English one does (catalogue.queries.ts).
    {
      name: 'product_translations_search_text_trgm_index',
      expression: 'create index "product_translations_search_text_trgm_index" on "product_translations" using gin ("search_text" gin_trgm_ops)',
    },
    // Its title alone, as the products' own (product.entity.ts products_search_title_trgm_index).
    {
      name: 'product_translations_search_title_trgm_index',
      expression:
        'create index "product_translations_search_title_trgm_index" on "product_translations" using gin (split_part("search_text", chr(10), 1) gin_trgm_ops)',
    },
  ],
  properties: {
    product: () => p.manyToOne(ProductSchema).ref().primary().deleteRule('cascade'),
    locale: p.string().length(2).primary().check(oneOf('locale', TRANSLATED_LOCALES)),
    title: p.string().length(255).nullable(),
    description: p.text().nullable(),
    titleNeedsReview: p.boolean().default(false),
    descriptionNeedsReview: p.boolean().default(false),
    /** Title and description, lowered, as products.search_text is; generated, and read by no answer. */
    searchText: p
      .text()
      .$type<Opt<string>>()
      .generated("((lower((COALESCE(title, ''::character varying))::text) || chr(10)) || lower(COALESCE(description, ''::text))) stored")
      .lazy()
      .hidden(),
    /** The admin who saved it last; null for the demo catalogue's. */
    updatedBy: p.string().length(255).nullable(),
    updatedAt: updatedAt(),
  },
  triggers: [NAME_KEYS, ...PRODUCT_TRANSLATION_REVISION_TRIGGERS],
});

export type ProductTranslation = InferEntity<typeof ProductTranslationSchema>;
