import { Migration } from '@mikro-orm/migrations';

/**
 * The language each e-mail is written in, kept where the mail is decided later: the customer's choice
 * (users), the order's and the return request's (for guests), and a refunded checkout's with its reason
 * as a catalog text.
 */
export class Migration20261128035849_ShopperLanguages extends Migration {

  override name = 'Migration20261128035849_ShopperLanguages';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payment_refunds" add "reason_said" jsonb null, add "locale" varchar(2) not null default 'en';`);
    this.addSql(`alter table "payment_refunds" add constraint "payment_refunds_locale_check" check (locale in ('en', 'de', 'fr', 'es', 'it'));`);

    this.addSql(`alter table "users" add "locale" varchar(2) null;`);
    this.addSql(`alter table "users" add constraint "users_locale_check" check (locale in ('en', 'de', 'fr', 'es', 'it'));`);

    this.addSql(`alter table "orders" add "locale" varchar(2) not null default 'en';`);
    this.addSql(`alter table "orders" add constraint "orders_locale_check" check (locale in ('en', 'de', 'fr', 'es', 'it'));`);

    this.addSql(`alter table "return_requests" add "locale" varchar(2) not null default 'en';`);
    this.addSql(`alter table "return_requests" add constraint "return_requests_locale_check" check (locale in ('en', 'de', 'fr', 'es', 'it'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_locale_check";`);
    this.addSql(`alter table "orders" drop column "locale";`);

    this.addSql(`alter table "payment_refunds" drop constraint "payment_refunds_locale_check";`);
    this.addSql(`alter table "payment_refunds" drop column "reason_said", drop column "locale";`);

    this.addSql(`alter table "return_requests" drop constraint "return_requests_locale_check";`);
    this.addSql(`alter table "return_requests" drop column "locale";`);

    this.addSql(`alter table "users" drop constraint "users_locale_check";`);
    this.addSql(`alter table "users" drop column "locale";`);
  }

}
