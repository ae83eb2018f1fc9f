import { Migration } from '@mikro-orm/migrations';

/**
 * Return decisions (returns/return-decisions.ts): the received and replaced statuses, a received return
 * still open, the refund and the reprint a return led to, the reprint claim, and each return's history.
 */
export class Migration20261126152039_ReturnDecisions extends Migration {

  override name = 'Migration20261126152039_ReturnDecisions';

  override up(): void | Promise<void> {
    this.addSql(`create table "return_events" ("id" serial primary key, "return_request_id" int not null, "created_at" timestamptz not null default now(), "action" varchar(20) not null, "from_status" varchar(20) not null, "to_status" varchar(20) not null, "note" text null, "actor_email" varchar(255) not null);`);
    this.addSql(`create index "return_events_return_request_id_id_index" on "return_events" ("return_request_id", "id");`);

    this.addSql(`alter table "return_requests" drop constraint "return_requests_status_check";`);
    this.addSql(`alter table "return_requests" add "refund_id" int null, add "replacement_order_id" int null, add "claim" jsonb null;`);
    this.addSql(`alter table "return_requests" add constraint "return_requests_refund_id_foreign" foreign key ("refund_id") references "order_refunds" ("id") on delete set null;`);
    this.addSql(`alter table "return_requests" add constraint "return_requests_replacement_order_id_foreign" foreign key ("replacement_order_id") references "orders" ("id") on delete set null;`);
    this.addSql(`alter table "return_requests" add constraint "return_requests_status_check" check (status in ('pending', 'approved', 'rejected', 'received', 'refunded', 'replaced'));`);
    // A received return is still open: the item cannot get a second request until it is refunded or replaced.
    this.addSql(`drop index "return_requests_open_item_unique";`);
    this.addSql(`create unique index "return_requests_open_item_unique" on "return_requests" ("order_item_id") where "status" in ('pending', 'approved', 'received');`);

    this.addSql(`alter table "return_events" add constraint "return_events_return_request_id_foreign" foreign key ("return_request_id") references "return_requests" ("id") on delete cascade;`);
    this.addSql(`alter table "return_events" add constraint "return_events_action_check" check (action in ('approve', 'reject', 'receive', 'refund', 'replace'));`);
    this.addSql(`alter table "return_events" add constraint "return_events_from_status_check" check (from_status in ('pending', 'approved', 'rejected', 'received', 'refunded', 'replaced'));`);
    this.addSql(`alter table "return_events" add constraint "return_events_to_status_check" check (to_status in ('pending', 'approved', 'rejected', 'received', 'refunded', 'replaced'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "return_events" cascade;`);

    this.addSql(`alter table "return_requests" drop constraint "return_requests_refund_id_foreign";`);
    this.addSql(`alter table "return_requests" drop constraint "return_requests_replacement_order_id_foreign";`);

    this.addSql(`alter table "return_requests" drop constraint "return_requests_status_check";`);
    this.addSql(`alter table "return_requests" drop column "refund_id", drop column "replacement_order_id", drop column "claim";`);
    this.addSql(`alter table "return_requests" add constraint "return_requests_status_check" check ("status" in ('pending', 'approved', 'rejected', 'refunded'));`);
    this.addSql(`drop index "return_requests_open_item_unique";`);
    this.addSql(`create unique index "return_requests_open_item_unique" on "return_requests" ("order_item_id") where "status" in ('pending', 'approved');`);
  }

}
