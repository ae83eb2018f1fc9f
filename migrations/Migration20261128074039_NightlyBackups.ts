import { Migration } from '@mikro-orm/migrations';

/** The log of the nightly backups (modules/backups): one row per night of the shop's calendar. */
export class Migration20261128074039_NightlyBackups extends Migration {

  override name = 'Migration20261128074039_NightlyBackups';

  override up(): void | Promise<void> {
    this.addSql(`create table "backup_runs" ("id" serial primary key, "night" date not null, "status" varchar(10) not null, "started_at" timestamptz not null, "finished_at" timestamptz null, "file" text null, "bytes" bigint null, "sha256" varchar(64) null, "restore_checked_at" timestamptz null, "error" text null);`);
    this.addSql(`alter table "backup_runs" add constraint "backup_runs_night_unique" unique ("night");`);

    this.addSql(`alter table "backup_runs" add constraint "backup_runs_status_check" check (status in ('running', 'good', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "backup_runs" cascade;`);
  }

}
