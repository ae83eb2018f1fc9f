import { Migration } from '@mikro-orm/migrations';

export class Migration20261128221122_WishlistAlerts extends Migration {

  override name = 'Migration20261128221122_WishlistAlerts';

  override up(): void | Promise<void> {
    this.addSql(`create table "wishlist_alerts" ("user_id" int not null, "sent_at" timestamptz not null, primary key ("user_id"));`);

    this.addSql(`alter table "wishlist_items" add "seen_variant_ids" jsonb not null default '[]';`);
    // Prints kept before: the sizes they have now count as seen, so the first alert names only sizes added later.
    this.addSql(`update "wishlist_items" w set "seen_variant_ids" = jsonb_path_query_array(p."variants", '$[*].id') from "products" p where p."id" = w."product_id";`);

    this.addSql(`alter table "wishlist_alerts" add constraint "wishlist_alerts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "wishlist_alerts" cascade;`);
    this.addSql(`alter table "wishlist_items" drop column "seen_variant_ids";`);
  }
}
