import { Migration } from '@mikro-orm/migrations';

export class Migration20261128215242_MarketingEmail extends Migration {

  override name = 'Migration20261128215242_MarketingEmail';

  override up(): void | Promise<void> {
    this.addSql(`create table "checkout_reminders" ("id" serial primary key, "checkout_id" varchar(32) not null, "owner_key" varchar(300) not null, "cart_signature" varchar(64) not null, "email" varchar(254) not null, "locale" varchar(2) not null, "lines" jsonb not null, "token" varchar(22) not null, "sent_at" timestamptz not null default now());`);
    this.addSql(`alter table "checkout_reminders" add constraint "checkout_reminders_checkout_id_unique" unique ("checkout_id");`);
    this.addSql(`alter table "checkout_reminders" add constraint "checkout_reminders_token_unique" unique ("token");`);
    this.addSql(`alter table "checkout_reminders" add constraint "checkout_reminders_owner_cart_unique" unique ("owner_key", "cart_signature");`);

    this.addSql(`create table "marketing_contacts" ("email" varchar(254) not null, "token" varchar(22) not null, "consented_at" timestamptz null, "unsubscribed_at" timestamptz null, "updated_at" timestamptz not null default now(), primary key ("email"));`);
    this.addSql(`alter table "marketing_contacts" add constraint "marketing_contacts_token_unique" unique ("token");`);

    this.addSql(`alter table "checkout_reminders" add constraint "checkout_reminders_locale_check" check (locale in ('en', 'de', 'fr', 'es', 'it'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "checkout_reminders" cascade;`);
    this.addSql(`drop table if exists "marketing_contacts" cascade;`);
  }
}
