import { Migration } from '@mikro-orm/migrations';

export class Migration20261129000058_AddReviews extends Migration {

  override name = 'Migration20261129000058_AddReviews';

  override up(): void | Promise<void> {
    this.addSql(`create table "review_requests" ("order_item_id" int not null, "asked_at" timestamptz not null, "mailed" boolean not null, primary key ("order_item_id"));`);

    this.addSql(`create table "reviews" ("id" serial primary key, "order_id" int not null, "order_item_id" int not null, "product_id" int not null, "customer_email" varchar(255) not null, "author_name" varchar(60) not null, "rating" smallint not null, "title" varchar(120) not null, "text" varchar(2000) not null, "locale" varchar(2) not null default 'en', "status" varchar(20) not null default 'pending', "decision_note" varchar(1000) null, "decided_by" varchar(255) null, "decided_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "reviews_order_id_index" on "reviews" ("order_id");`);
    this.addSql(`alter table "reviews" add constraint "reviews_order_item_id_unique" unique ("order_item_id");`);
    this.addSql(`create index "reviews_product_id_status_id_index" on "reviews" ("product_id", "status", "id");`);
    this.addSql(`create index "reviews_status_id_index" on "reviews" ("status", "id");`);

    this.addSql(`create table "review_photos" ("id" serial primary key, "review_id" int not null, "position" smallint not null, "content_type" varchar(20) not null, "width" int not null, "height" int not null, "data" bytea not null, "preview" bytea not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "review_photos_review_id_index" on "review_photos" ("review_id");`);

    this.addSql(`alter table "admin_audit" drop constraint "admin_audit_target_type_check";`);
    this.addSql(`alter table "admin_audit" add constraint "admin_audit_target_type_check" check (target_type in ('customer', 'premium_tier', 'whitelist_entry', 'coupon', 'gift_card', 'order', 'return_request', 'review', 'contact_message', 'catalogue', 'product', 'category', 'printify_product', 'email'));`);

    this.addSql(`alter table "review_requests" add constraint "review_requests_order_item_id_foreign" foreign key ("order_item_id") references "order_items" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "reviews" add constraint "reviews_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "reviews" add constraint "reviews_order_item_id_foreign" foreign key ("order_item_id") references "order_items" ("id") on delete cascade;`);
    this.addSql(`alter table "reviews" add constraint "reviews_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
    this.addSql(`alter table "reviews" add constraint "reviews_rating_check" check (rating >= 1 and rating <= 5);`);
    this.addSql(`alter table "reviews" add constraint "reviews_locale_check" check (locale in ('en', 'de', 'fr', 'es', 'it'));`);
    this.addSql(`alter table "reviews" add constraint "reviews_status_check" check (status in ('pending', 'approved', 'rejected'));`);

    this.addSql(`alter table "review_photos" add constraint "review_photos_review_id_foreign" foreign key ("review_id") references "reviews" ("id") on delete cascade;`);
    this.addSql(`alter table "review_photos" add constraint "review_photos_content_type_check" check (content_type in ('image/jpeg', 'image/png', 'image/gif'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "review_photos" cascade;`);
    this.addSql(`drop table if exists "reviews" cascade;`);
    this.addSql(`drop table if exists "review_requests" cascade;`);

    this.addSql(`alter table "admin_audit" drop constraint "admin_audit_target_type_check";`);
    this.addSql(`alter table "admin_audit" add constraint "admin_audit_target_type_check" check ("target_type" in ('customer', 'premium_tier', 'whitelist_entry', 'coupon', 'gift_card', 'order', 'return_request', 'contact_message', 'catalogue', 'product', 'category', 'printify_product', 'email'));`);
  }

}
