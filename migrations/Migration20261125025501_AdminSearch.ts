import { Migration } from '@mikro-orm/migrations';

export class Migration20261125025501_AdminSearch extends Migration {

  override name = 'Migration20261125025501_AdminSearch';

  override up(): void | Promise<void> {
    this.addSql(`create index "users_search_trgm_index" on "users" using gin ((lower("email" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_search_trgm_index";`);
  }

}
