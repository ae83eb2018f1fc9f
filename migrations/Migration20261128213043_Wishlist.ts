import { Migration } from '@mikro-orm/migrations';

export class Migration20261128213043_Wishlist extends Migration {

  override name = 'Migration20261128213043_Wishlist';

  override up(): void | Promise<void> {
    this.addSql(`create table "wishlist_items" ("id" serial primary key, "user_id" int null, "session_id" varchar(255) null, "product_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "wishlist_items_product_id_index" on "wishlist_items" ("product_id");`);
    this.addSql(`create unique index "wishlist_items_user_product_unique" on "wishlist_items" ("user_id", "product_id") where "user_id" is not null;`);
    this.addSql(`create unique index "wishlist_items_session_product_unique" on "wishlist_items" ("session_id", "product_id") where "user_id" is null;`);

    this.addSql(`create table "wishlist_shares" ("user_id" int not null, "token" varchar(22) not null, "created_at" timestamptz not null default now(), primary key ("user_id"));`);
    this.addSql(`alter table "wishlist_shares" add constraint "wishlist_shares_token_unique" unique ("token");`);

    this.addSql(`alter table "wishlist_items" add constraint "wishlist_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "wishlist_items" add constraint "wishlist_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
    this.addSql(`alter table "wishlist_items" add constraint "wishlist_items_owner_check" check (user_id is not null or session_id is not null);`);

    this.addSql(`alter table "wishlist_shares" add constraint "wishlist_shares_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "wishlist_items" cascade;`);
    this.addSql(`drop table if exists "wishlist_shares" cascade;`);
  }
}
