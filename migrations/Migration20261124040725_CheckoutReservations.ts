import { Migration } from '@mikro-orm/migrations';

export class Migration20261124040725_CheckoutReservations extends Migration {

  override name = 'Migration20261124040725_CheckoutReservations';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_refunds" ("id" serial primary key, "payment_intent_id" varchar(255) not null, "checkout_id" varchar(32) not null, "amount_minor" int not null, "currency" varchar(3) not null, "email" varchar(255) null, "reason" text not null, "status" varchar(20) not null default 'pending', "provider_refund_id" varchar(255) null, "created_at" timestamptz not null default now(), "settled_at" timestamptz null);`);
    this.addSql(`alter table "payment_refunds" add constraint "payment_refunds_payment_intent_id_unique" unique ("payment_intent_id");`);
    this.addSql(`create index "payment_refunds_created_at_index" on "payment_refunds" ("created_at");`);

    this.addSql(`create table "sent_emails" ("message_id" varchar(255) not null, "sent_at" timestamptz not null default now(), primary key ("message_id"));`);
    this.addSql(`create index "sent_emails_sent_at_index" on "sent_emails" ("sent_at");`);

    this.addSql(`create table "reservations" ("id" serial primary key, "checkout_id" varchar(32) not null, "owner" varchar(100) not null, "products" jsonb not null, "coupon_id" int null, "status" varchar(20) not null default 'held', "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "settled_at" timestamptz null);`);
    this.addSql(`alter table "reservations" add constraint "reservations_checkout_id_unique" unique ("checkout_id");`);
    this.addSql(`create unique index "reservations_owner_held_unique" on "reservations" ("owner") where "status" = 'held';`);
    this.addSql(`create index "reservations_held_expiry_index" on "reservations" ("expires_at") where "status" = 'held';`);
    this.addSql(`create index "reservations_settled_at_index" on "reservations" ("settled_at");`);

    this.addSql(`alter table "checkout_snapshots" alter column "payment_intent_id" drop not null;`);
    this.addSql(`create index "checkout_snapshots_created_at_index" on "checkout_snapshots" ("created_at");`);

    this.addSql(`alter table "products" add "reserved" int not null default 0;`);
    this.addSql(`alter table "products" add constraint "products_reserved_check" check (reserved >= 0);`);

    this.addSql(`alter table "coupons" add "reserved_uses" int not null default 0;`);
    this.addSql(`alter table "coupons" add constraint "coupons_reserved_uses_check" check (reserved_uses >= 0);`);

    this.addSql(`alter table "payment_refunds" add constraint "payment_refunds_status_check" check (status in ('pending', 'refunded', 'canceled', 'not_charged'));`);

    this.addSql(`alter table "reservations" add constraint "reservations_checkout_id_foreign" foreign key ("checkout_id") references "checkout_snapshots" ("id") on delete cascade;`);
    this.addSql(`alter table "reservations" add constraint "reservations_coupon_id_foreign" foreign key ("coupon_id") references "coupons" ("id") on delete set null;`);
    this.addSql(`alter table "reservations" add constraint "reservations_status_check" check (status in ('held', 'ordered', 'released', 'expired'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_refunds" cascade;`);
    this.addSql(`drop table if exists "sent_emails" cascade;`);
    this.addSql(`drop table if exists "reservations" cascade;`);

    this.addSql(`drop index "checkout_snapshots_created_at_index";`);
    this.addSql(`alter table "checkout_snapshots" alter column "payment_intent_id" set not null;`);

    this.addSql(`alter table "coupons" drop constraint "coupons_reserved_uses_check";`);
    this.addSql(`alter table "coupons" drop column "reserved_uses";`);

    this.addSql(`alter table "products" drop constraint "products_reserved_check";`);
    this.addSql(`alter table "products" drop column "reserved";`);

    this.addSql(`drop function if exists "product_sort_price"(jsonb, numeric);`);

    this.addSql(`create or replace function "product_sort_price"("variants" jsonb, "price" numeric) returns numeric security invoker immutable language sql as \$\$ select coalesce(
    (select min(nullif(case when item ->> 'price' ~ '^[0-9]{1,8}([.][0-9]{1,2}){0,1}\$' then (item ->> 'price')::numeric end, 0))
       from jsonb_array_elements(case when jsonb_typeof(variants) = 'array' then variants else '[]'::jsonb end) as item),
    price) \$\$;`);
  }

}
