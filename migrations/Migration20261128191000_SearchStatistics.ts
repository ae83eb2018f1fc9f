import { Migration } from '@mikro-orm/migrations';

/**
 * Finer statistics for the searched text: a search for a phrase a print in a hundred holds ("misty
 * lagoon") is estimated from the sampled texts that hold it. With the default 100 the sample held zero,
 * one or two of them from one ANALYZE to the next, so PostgreSQL guessed 10 or 1,000 matches at
 * 100,000 prints and took, by turns, the trigram bitmap of every match (7 ms) or the walk of the sort
 * index that stops at the page's last print (1 ms). With 1,000 the guess stays within a few percent.
 * The titles' index expression, which a relevance page's first walk searches, gets the same.
 */
export class Migration20261128191000_SearchStatistics extends Migration {

  override name = 'Migration20261128191000_SearchStatistics';

  override up(): void | Promise<void> {
    this.addSql(`alter table "products" alter column "search_text" set statistics 1000;`);
    this.addSql(`alter index "products_search_title_trgm_index" alter column 1 set statistics 1000;`);
    this.addSql(`alter table "product_translations" alter column "search_text" set statistics 1000;`);
    this.addSql(`alter index "product_translations_search_title_trgm_index" alter column 1 set statistics 1000;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "products" alter column "search_text" set statistics -1;`);
    this.addSql(`alter index "products_search_title_trgm_index" alter column 1 set statistics -1;`);
    this.addSql(`alter table "product_translations" alter column "search_text" set statistics -1;`);
    this.addSql(`alter index "product_translations_search_title_trgm_index" alter column 1 set statistics -1;`);
  }

}
