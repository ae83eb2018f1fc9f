import { Migration } from '@mikro-orm/migrations';

/**
 * The tier table (premium/premium-tier.entity.ts) with its defaults (src/tier-benefits.ts), and what
 * an order's tier gave it, kept on the order. Orders placed before keep the spec's 7-day window.
 */
export class Migration20261126152123_PremiumTiers extends Migration {

  override name = 'Migration20261126152123_PremiumTiers';

  override up(): void | Promise<void> {
    this.addSql(`create table "premium_tiers" ("tier" varchar(20) not null, "return_window_days" int not null, "free_return_shipping" boolean not null default false, "free_standard_shipping" boolean not null default false, "print_discount_percent" int not null default 0, "updated_at" timestamptz not null default now(), primary key ("tier"));`);

    this.addSql(`alter table "orders" add "premium_tier" varchar(20) null, add "return_window_days" int not null default 7, add "free_return_shipping" boolean not null default false;`);
    this.addSql(`alter table "orders" add constraint "orders_premium_tier_check" check (premium_tier in ('none', 'silver', 'gold', 'platinum'));`);

    this.addSql(`alter table "premium_tiers" add constraint "premium_tiers_tier_check" check (tier in ('none', 'silver', 'gold', 'platinum'));`);
    this.addSql(`alter table "premium_tiers" add constraint "premium_tiers_return_window_days_check" check (return_window_days >= 1 and return_window_days <= 365);`);
    this.addSql(`alter table "premium_tiers" add constraint "premium_tiers_print_discount_percent_check" check (print_discount_percent >= 0 and print_discount_percent <= 50);`);

    this.addSql(`insert into "premium_tiers" ("tier", "return_window_days", "free_return_shipping", "free_standard_shipping", "print_discount_percent") values
      ('none', 7, false, false, 0),
      ('silver', 14, false, false, 0),
      ('gold', 30, true, false, 5),
      ('platinum', 30, true, true, 10);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "premium_tiers" cascade;`);
    this.addSql(`alter table "orders" drop constraint "orders_premium_tier_check";`);
    this.addSql(`alter table "orders" drop column "premium_tier", drop column "return_window_days", drop column "free_return_shipping";`);
  }

}
