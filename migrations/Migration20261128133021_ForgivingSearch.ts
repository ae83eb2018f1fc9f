import { Migration } from '@mikro-orm/migrations';

/**
 * Search that forgives typos (modules/catalogue/catalogue-words.ts): a search matches tags and the
 * category too; the title alone has a trigram index, for ranking the prints whose title holds a search first; the catalogue's vocabulary, to correct a search that found nothing against; and
 * fuzzystrmatch for the Levenshtein distance (a contrib that ships with PostgreSQL, as pg_trgm does).
 * Written by hand: the generated diff dropped search_text, and with it the sort indexes that carry it.
 */
export class Migration20261128133021_ForgivingSearch extends Migration {

  override name = 'Migration20261128133021_ForgivingSearch';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists fuzzystrmatch;`);
    this.addSql(`create or replace function "product_search_text"("title" text, "description" text, "tags" text[], "category" text) returns text immutable language sql as \$\$ select lower(title) || chr(10) || lower(coalesce(description, '')) || chr(10)
    || lower(array_to_string(tags, ' ')) || chr(10) || lower(coalesce(category, '')) \$\$;`);
    // Dropped and added again (ALTER COLUMN ... SET EXPRESSION needs PostgreSQL 17; a DATABASE_URL may be older),
    // which drops the indexes that carry it: they are made again as they were.
    this.addSql(`alter table "products" drop column "search_text";`);
    this.addSql(`alter table "products" add "search_text" text generated always as (product_search_text((title)::text, description, tags, (category)::text)) stored not null;`);
    this.searchTextIndexes();
    // Tags now change what a search matches, so retagging moves the catalogue's revision on.
    this.addSql(`drop trigger "products_revise_matches" on "products";`);
    this.addSql(`create trigger "products_revise_matches" after update of title, description, category, tags on "products" for each statement execute function "catalogue_revise"();`);

    // The title alone (search_text's first line), for relevance pages' first walk.
    this.addSql(`create index "products_search_title_trgm_index" on "products" using gin (split_part("search_text", chr(10), 1) gin_trgm_ops);`);
    this.addSql(`create index "product_translations_search_title_trgm_index" on "product_translations" using gin (split_part("search_text", chr(10), 1) gin_trgm_ops);`);

    this.addSql(`create table "catalogue_words" ("locale" varchar(2) not null, "word" text not null, "products" int not null, primary key ("locale", "word"));`);
    this.addSql(`alter table "catalogue_words" add constraint "catalogue_words_locale_check" check (locale in ('en', 'de', 'fr', 'es', 'it'));`);
    this.addSql(`create index "catalogue_words_trgm_index" on "catalogue_words" using gist ("word" gist_trgm_ops);`);
    this.addSql(`alter table "catalogue_revisions" add "words_revision" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "catalogue_revisions" drop column "words_revision";`);
    this.addSql(`drop table if exists "catalogue_words" cascade;`);
    this.addSql(`drop index "products_search_title_trgm_index";`);
    this.addSql(`drop index "product_translations_search_title_trgm_index";`);
    this.addSql(`drop trigger "products_revise_matches" on "products";`);
    this.addSql(`create trigger "products_revise_matches" after update of title, description, category on "products" for each statement execute function "catalogue_revise"();`);
    this.addSql(`alter table "products" drop column "search_text";`);
    this.addSql(`alter table "products" add "search_text" text generated always as ((lower((title)::text) || chr(10)) || lower(COALESCE(description, ''::text))) stored not null;`);
    this.searchTextIndexes();
    this.addSql(`drop function if exists "product_search_text"(text, text, text[], text);`);
  }

  /** The indexes that carry search_text (product.entity.ts), as they are before and after. */
  private searchTextIndexes(): void {
    this.addSql(`create index "products_created_at_id_index" on "products" ("created_at" desc, "id" desc) include ("search_text", "hidden");`);
    this.addSql(`create index "products_sort_price_id_index" on "products" ("sort_price", "id") include ("search_text", "hidden");`);
    this.addSql(`create index "products_name_sort_index" on "products" (lower("title"), "id") include ("search_text", "hidden", "title");`);
    for (const locale of ['de', 'fr', 'es', 'it']) {
      this.addSql(`create index "products_name_${locale}_index" on "products" (coalesce(("name_keys" ->> '${locale}'), lower(("title")::text)), "id") include ("search_text", "hidden", "title", "name_keys");`);
    }
    this.addSql(`create index "products_search_text_trgm_index" on "products" using gin ("search_text" gin_trgm_ops);`);
  }

}
