import { Migration } from '@mikro-orm/migrations';

export class Migration20261124064516_Printify extends Migration {

  override name = 'Migration20261124064516_Printify';

  override up(): void | Promise<void> {
    this.addSql(`create table "printify_events" ("event_id" varchar(100) not null, "topic" varchar(100) not null, "resource_id" varchar(100) not null, "received_at" timestamptz not null default now(), primary key ("event_id"));`);
    this.addSql(`create index "printify_events_received_at_index" on "printify_events" ("received_at");`);

    this.addSql(`create table "printify_syncs" ("id" serial primary key, "finished_at" timestamptz not null default now(), "synced" int not null, "publishing_fixed" int not null, "hidden" int not null, "error" text null, "requested_by" varchar(255) null);`);
    this.addSql(`create index "printify_syncs_finished_at_index" on "printify_syncs" ("finished_at");`);

    this.addSql(`alter table "products" add "hidden" boolean not null default false;`);

    this.addSql(`alter table "orders" add "carrier" varchar(100) null, add "tracking_url" varchar(500) null, add "shipped_at" timestamptz null, add "delivered_at" timestamptz null, add "printify_order_id" varchar(100) null, add "printify_status" varchar(50) null, add "printify_submitting_at" timestamptz null;`);
    this.addSql(`alter table "orders" add constraint "orders_printify_order_id_unique" unique ("printify_order_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "printify_events" cascade;`);
    this.addSql(`drop table if exists "printify_syncs" cascade;`);

    this.addSql(`alter table "orders" drop constraint "orders_printify_order_id_unique";`);
    this.addSql(`alter table "orders" drop column "carrier", drop column "tracking_url", drop column "shipped_at", drop column "delivered_at", drop column "printify_order_id", drop column "printify_status", drop column "printify_submitting_at";`);

    this.addSql(`alter table "products" drop column "hidden";`);
  }

}
