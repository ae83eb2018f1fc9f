import { defineEntity, p, type InferEntity, type TriggerDef } from '@mikro-orm/core';

/**
 * The catalogue's revision: one row whose uuid changes, in the writer's own transaction, with every
 * write that can change which products a search or category matches (products added, removed,
 * retitled, redescribed, retagged, recategorised, resized, repriced or recoloured; links; category names; translations of titles,
 * descriptions and category names, which a search or a category in that language matches). A count of matches taken at one
 * revision stays right until the next (catalogue-totals.ts); a uuid, so two databases never share one.
 */
export const CatalogueRevisionSchema = defineEntity({
  name: 'CatalogueRevision',
  tableName: 'catalogue_revisions',
  properties: {
    /** Always 1: the table holds the one row. */
    id: p.smallint().primary().autoincrement(false).check('id = 1'),
    revision: p.uuid(),
    /** The revision the vocabulary that corrects searches was drawn at (catalogue-words.ts); null before the first. */
    wordsRevision: p.uuid().nullable(),
  },
});

export type CatalogueRevision = InferEntity<typeof CatalogueRevisionSchema>;

/**
 * A statement trigger that moves the revision on. Each carries the shared function (create or
 * replace), so the tables' triggers may be created in any order. An upsert, so the row comes back
 * after a truncate (the tests empty every table between tests).
 */
const revise = (table: string, name: string, events: TriggerDef['events'], on: string): TriggerDef => ({
  name,
  timing: 'after',
  events,
  forEach: 'statement',
  expression: `create or replace function "catalogue_revise"() returns trigger language plpgsql as $$ begin
  insert into catalogue_revisions (id, revision) values (1, gen_random_uuid())
  on conflict (id) do update set revision = excluded.revision;
  return null;
end $$;
create trigger "${name}" after ${on} on "${table}" for each statement execute function "catalogue_revise"()`,
});

export const PRODUCT_REVISION_TRIGGERS = [
  revise('products', 'products_revise', ['insert', 'delete', 'truncate'], 'insert or delete or truncate'),
  // Stock and image updates leave every match as it was, and the revision too; sizes and prices move
  // the shape, width and price filters, a palette the colour filter.
  revise('products', 'products_revise_matches', ['update'], 'update of title, description, category, tags, variants, price, palette'),
];
export const PRODUCT_CATEGORY_REVISION_TRIGGERS = [
  revise('product_categories', 'product_categories_revise', ['insert', 'update', 'delete', 'truncate'], 'insert or update or delete or truncate'),
];
export const CATEGORY_REVISION_TRIGGERS = [
  revise('categories', 'categories_revise', ['update', 'delete', 'truncate'], 'update of name or delete or truncate'),
];
export const PRODUCT_TRANSLATION_REVISION_TRIGGERS = [
  revise('product_translations', 'product_translations_revise', ['insert', 'delete', 'truncate'], 'insert or delete or truncate'),
  revise('product_translations', 'product_translations_revise_matches', ['update'], 'update of title, description'),
];
export const CATEGORY_TRANSLATION_REVISION_TRIGGERS = [
  revise('category_translations', 'category_translations_revise', ['insert', 'update', 'delete', 'truncate'], 'insert or update of name or delete or truncate'),
];
