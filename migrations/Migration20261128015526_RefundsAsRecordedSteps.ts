import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds and cancellations as recorded steps (server/modules/after-sale/): a refund is written as
 * `requested` before the payment provider is asked, and a cancellation keeps how far its steps came
 * while the order shows `cancelling`. The shop's own idempotency keys move to namespaces an admin's
 * key cannot reach (`return:<id>`; an admin's as `admin:<e-mail>:<key>`), and a failed refund no
 * longer holds its key.
 */
export class Migration20261128015526_RefundsAsRecordedSteps extends Migration {

  override name = 'Migration20261128015526_RefundsAsRecordedSteps';

  override up(): void | Promise<void> {
    this.addSql(`create table "order_cancellations" ("id" serial primary key, "order_id" int not null, "reason" text not null, "actor_email" varchar(255) not null, "from_status" varchar(50) not null, "status" varchar(20) not null default 'in_progress', "printify_done_at" timestamptz null, "refund_id" int null, "waiting_on" text null, "attempt_at" timestamptz null, "created_at" timestamptz not null default now(), "completed_at" timestamptz null);`);
    this.addSql(`create index "order_cancellations_order_id_index" on "order_cancellations" ("order_id");`);
    this.addSql(`create unique index "order_cancellations_open_unique" on "order_cancellations" ("order_id") where "status" = 'in_progress';`);

    this.addSql(`alter table "orders" drop constraint "orders_status_check";`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check (status in ('pending', 'paid', 'in_production', 'shipped', 'delivered', 'cancelling', 'cancelled', 'partially_refunded', 'refunded'));`);

    this.addSql(`alter table "order_refunds" drop constraint "order_refunds_order_id_idempotency_key_unique";`);
    this.addSql(`alter table "order_refunds" drop constraint "order_refunds_status_check";`);
    this.addSql(`alter table "order_refunds" add "amount_minor" int null, add "purpose" varchar(20) not null default 'refund', add "failure" text null, add "attempt_at" timestamptz null, add "settled_at" timestamptz null;`);
    this.addSql(`alter table "order_refunds" alter column "idempotency_key" type varchar(600) using ("idempotency_key"::varchar(600));`);
    this.addSql(`update "order_refunds" r set "purpose" = 'return' from "return_requests" q where q."refund_id" = r."id";`);
    this.addSql(`update "order_refunds" set "idempotency_key" = 'return:' || substr("idempotency_key", 8) where "purpose" = 'return' and "idempotency_key" like 'return-%';`);
    this.addSql(`update "order_refunds" set "idempotency_key" = 'admin:' || coalesce("actor_email", '') || ':' || "idempotency_key" where "purpose" = 'refund' and "idempotency_key" is not null;`);
    this.addSql(`create unique index "order_refunds_key_unique" on "order_refunds" ("order_id", "idempotency_key") where "status" <> 'failed';`);
    this.addSql(`create index "order_refunds_requested_index" on "order_refunds" ("order_id") where "status" = 'requested';`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_purpose_check" check (purpose in ('refund', 'return', 'cancellation'));`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_status_check" check (status in ('requested', 'pending', 'succeeded', 'failed', 'canceled'));`);

    this.addSql(`alter table "order_events" drop constraint "order_events_to_status_check";`);
    this.addSql(`alter table "order_events" add constraint "order_events_to_status_check" check (to_status in ('pending', 'paid', 'in_production', 'shipped', 'delivered', 'cancelling', 'cancelled', 'partially_refunded', 'refunded'));`);

    this.addSql(`alter table "order_cancellations" add constraint "order_cancellations_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_cancellations" add constraint "order_cancellations_refund_id_foreign" foreign key ("refund_id") references "order_refunds" ("id") on delete set null;`);
    this.addSql(`alter table "order_cancellations" add constraint "order_cancellations_from_status_check" check (from_status in ('pending', 'paid', 'in_production', 'shipped', 'delivered', 'cancelling', 'cancelled', 'partially_refunded', 'refunded'));`);
    this.addSql(`alter table "order_cancellations" add constraint "order_cancellations_status_check" check (status in ('in_progress', 'completed', 'refused'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_cancellations" cascade;`);

    this.addSql(`alter table "order_events" drop constraint "order_events_to_status_check";`);
    this.addSql(`alter table "order_events" add constraint "order_events_to_status_check" check ("to_status" in ('pending', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'partially_refunded', 'refunded'));`);

    this.addSql(`drop index "order_refunds_key_unique";`);
    this.addSql(`drop index "order_refunds_requested_index";`);
    this.addSql(`alter table "order_refunds" drop constraint "order_refunds_purpose_check";`);
    this.addSql(`alter table "order_refunds" drop constraint "order_refunds_status_check";`);
    this.addSql(`alter table "order_refunds" drop column "amount_minor", drop column "purpose", drop column "failure", drop column "attempt_at", drop column "settled_at";`);
    this.addSql(`alter table "order_refunds" alter column "idempotency_key" type varchar(255) using ("idempotency_key"::varchar(255));`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_order_id_idempotency_key_unique" unique ("order_id", "idempotency_key");`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_status_check" check ("status" in ('pending', 'succeeded', 'failed', 'canceled'));`);

    this.addSql(`alter table "orders" drop constraint "orders_status_check";`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'partially_refunded', 'refunded'));`);
  }

}
