import { Migration } from '@mikro-orm/migrations';

export class Migration20261124040420_RateLimitCounters extends Migration {

  override name = 'Migration20261124040420_RateLimitCounters';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limit_counters" ("bucket" varchar(40) not null, "subject" varchar(255) not null, "hits" int not null, "window_ends_at" timestamptz not null, primary key ("bucket", "subject"));`);
    this.addSql(`create index "rate_limit_counters_window_ends_at_index" on "rate_limit_counters" ("window_ends_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_counters" cascade;`);
  }

}
