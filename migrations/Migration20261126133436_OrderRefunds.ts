import { Migration } from '@mikro-orm/migrations';

/** Money given back on orders, one row per provider refund (checkout/order-refund.entity.ts). */
export class Migration20261126133436_OrderRefunds extends Migration {

  override name = 'Migration20261126133436_OrderRefunds';

  override up(): void | Promise<void> {
    this.addSql(`create table "order_refunds" ("id" serial primary key, "order_id" int not null, "amount" numeric(10,2) not null, "lines" jsonb null, "reason" text not null, "restocked" boolean not null default false, "actor_kind" varchar(20) not null, "actor_email" varchar(255) null, "idempotency_key" varchar(255) null, "provider_refund_id" varchar(255) null, "status" varchar(20) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "order_refunds_order_id_index" on "order_refunds" ("order_id");`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_provider_refund_id_unique" unique ("provider_refund_id");`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_order_id_idempotency_key_unique" unique ("order_id", "idempotency_key");`);

    this.addSql(`alter table "order_refunds" add constraint "order_refunds_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_actor_kind_check" check (actor_kind in ('customer', 'admin', 'stripe', 'printify', 'system'));`);
    this.addSql(`alter table "order_refunds" add constraint "order_refunds_status_check" check (status in ('pending', 'succeeded', 'failed', 'canceled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_refunds" cascade;`);
  }

}
