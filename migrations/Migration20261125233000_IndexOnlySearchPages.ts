import { Migration } from '@mikro-orm/migrations';

/**
 * The sort indexes carry hidden beside search_text, so a search's page is picked by an index-only
 * scan: every product page filters on hidden, and without it each index entry walked cost a read of
 * its row (product.entity.ts). The name index carries the title as well: PostgreSQL does not read
 * lower("title") back out of an index. The entity diff does not compare index expressions, hence by hand.
 */
export class Migration20261125233000_IndexOnlySearchPages extends Migration {

  override name = 'Migration20261125233000_IndexOnlySearchPages';

  override up(): void | Promise<void> {
    this.sortIndexesInclude('"search_text", "hidden"', '"search_text", "hidden", "title"');
  }

  override down(): void | Promise<void> {
    this.sortIndexesInclude('"search_text"', '"search_text"');
  }

  private sortIndexesInclude(columns: string, nameColumns: string): void {
    this.addSql(`drop index "products_created_at_id_index";`);
    this.addSql(`create index "products_created_at_id_index" on "products" ("created_at" desc, "id" desc) include (${columns});`);
    this.addSql(`drop index "products_sort_price_id_index";`);
    this.addSql(`create index "products_sort_price_id_index" on "products" ("sort_price", "id") include (${columns});`);
    this.addSql(`drop index "products_name_sort_index";`);
    this.addSql(`create index "products_name_sort_index" on "products" (lower("title"), "id") include (${nameColumns});`);
  }

}
