import { Migration } from '@mikro-orm/migrations';

/** A catalogue sync keeps the products it could not import, each with its reason (printify/catalogue-sync.ts). */
export class Migration20261128021852_SyncFailures extends Migration {

  override name = 'Migration20261128021852_SyncFailures';

  override up(): void | Promise<void> {
    this.addSql(`alter table "printify_syncs" add "failed" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "printify_syncs" drop column "failed";`);
  }

}
