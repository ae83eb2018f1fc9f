import { Migration } from '@mikro-orm/migrations';

/**
 * The order lifecycle (server/modules/order/lifecycle.ts): the statuses of before are mapped to it
 * (a bank debit still processing is pending, a confirmed order paid, or in production when the print
 * provider said so), the column is held to the list, and each order's timeline (order_events) starts
 * with one entry for what it is now, dated at its creation.
 */
export class Migration20261126130840_OrderLifecycle extends Migration {

  override name = 'Migration20261126130840_OrderLifecycle';

  override up(): void | Promise<void> {
    this.addSql(`update "orders" set "status" = 'pending' where "status" = 'processing';`);
    this.addSql(`update "orders" set "status" = case
      when "printify_status" in ('sent-to-production', 'in-production') then 'in_production' else 'paid' end
      where "status" = 'confirmed';`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check (status in ('pending', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'partially_refunded', 'refunded'));`);

    this.addSql(`create table "order_events" ("id" serial primary key, "order_id" int not null, "created_at" timestamptz not null default now(), "actor_kind" varchar(20) not null, "actor_email" varchar(255) null, "from_status" varchar(30) null, "to_status" varchar(30) not null, "detail" jsonb null);`);
    this.addSql(`create index "order_events_order_id_id_index" on "order_events" ("order_id", "id");`);
    this.addSql(`alter table "order_events" add constraint "order_events_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_events" add constraint "order_events_actor_kind_check" check (actor_kind in ('customer', 'admin', 'stripe', 'printify', 'system'));`);
    this.addSql(`alter table "order_events" add constraint "order_events_to_status_check" check (to_status in ('pending', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'partially_refunded', 'refunded'));`);
    this.addSql(`insert into "order_events" ("order_id", "created_at", "actor_kind", "to_status", "detail")
      select "id", "created_at", 'system', "status", '{"note": "Status as recorded before the order timeline existed."}'::jsonb from "orders" order by "id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_events" cascade;`);
    this.addSql(`alter table "orders" drop constraint "orders_status_check";`);
    this.addSql(`update "orders" set "status" = 'processing' where "status" = 'pending';`);
    this.addSql(`update "orders" set "status" = 'confirmed' where "status" in ('paid', 'in_production', 'partially_refunded');`);
  }

}
