import { Migration } from '@mikro-orm/migrations';

export class Migration20261121200300_CheckoutSnapshots extends Migration {

  override name = 'Migration20261121200300_CheckoutSnapshots';

  override up(): void | Promise<void> {
    this.addSql(`create table "checkout_snapshots" ("id" varchar(32) not null, "payment_intent_id" varchar(255) not null, "payload" jsonb not null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "checkout_snapshots" add constraint "checkout_snapshots_payment_intent_id_unique" unique ("payment_intent_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "checkout_snapshots" cascade;`);
  }

}
