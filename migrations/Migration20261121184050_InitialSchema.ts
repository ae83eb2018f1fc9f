import { Migration } from '@mikro-orm/migrations';

export class Migration20261121184050_InitialSchema extends Migration {

  override name = 'Migration20261121184050_InitialSchema';

  override up(): void | Promise<void> {
    this.addSql(`create table "auth_codes" ("id" serial primary key, "email" varchar(255) not null, "code" varchar(64) not null, "expires_at" timestamptz not null, "used" boolean not null default false, "attempts" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "auth_codes_expires_at_index" on "auth_codes" ("expires_at");`);
    this.addSql(`create index "auth_codes_email_created_at_index" on "auth_codes" ("email", "created_at");`);

    this.addSql(`create table "categories" ("id" serial primary key, "name" varchar(100) not null, "description" text null, "image_url" varchar(500) null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "categories" add constraint "categories_name_unique" unique ("name");`);

    this.addSql(`create table "contact_submissions" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(255) not null, "phone" varchar(20) null, "subject" varchar(50) not null, "message" varchar(400) not null, "ip_address" varchar(45) null, "user_agent" text null, "status" varchar(20) not null default 'pending', "created_at" timestamptz not null default now());`);
    this.addSql(`create index "contact_submissions_status_index" on "contact_submissions" ("status");`);

    this.addSql(`create table "products" ("id" serial primary key, "title" varchar(255) not null, "description" text null, "price" numeric(10,2) not null, "image_url" varchar(500) null, "category" varchar(100) null, "dimensions" varchar(50) null, "in_stock" boolean not null default true, "inventory" int not null default 0, "featured" boolean not null default false, "tags" text[] not null default '{}', "printify_id" varchar(100) null, "printify_variant_id" varchar(100) null, "mockup_images" text[] not null default '{}', "variants" jsonb not null default '[]', "price_range" varchar(50) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "products" add constraint "products_printify_id_unique" unique ("printify_id");`);
    this.addSql(`create index "products_created_at_id_index" on "products" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "products_category_index" on "products" ("category");`);
    this.addSql(`create index "products_featured_index" on "products" ("featured") where "featured";`);

    this.addSql(`create table "product_categories" ("id" serial primary key, "product_id" int not null, "category_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "product_categories_category_id_index" on "product_categories" ("category_id");`);
    this.addSql(`alter table "product_categories" add constraint "product_categories_product_id_category_id_unique" unique ("product_id", "category_id");`);

    this.addSql(`create table "sessions" ("sid" varchar(255) not null, "sess" jsonb not null, "expire" timestamptz not null, primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(`create table "temp_users" ("id" serial primary key, "email" varchar(255) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "client_type" varchar(50) not null, "auth_code" varchar(64) not null, "attempts" int not null default 0, "expires_at" timestamptz not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "temp_users" add constraint "temp_users_email_unique" unique ("email");`);
    this.addSql(`create index "temp_users_expires_at_index" on "temp_users" ("expires_at");`);

    this.addSql(`create table "users" ("id" serial primary key, "email" varchar(255) not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "profile_image_url" varchar(500) null, "phone" varchar(20) null, "client_type" varchar(50) null, "profile_completed" boolean not null default false, "stripe_customer_id" varchar(255) null, "premium_status" varchar(20) not null default 'none', "premium_since" timestamptz null, "total_spent" numeric(10,2) not null default '0.00', "order_count" int not null default 0, "vip_notes" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "premium_ips" ("id" serial primary key, "user_id" int not null, "ip_address" varchar(45) not null, "ip_range" varchar(50) null, "vpn_provider" varchar(100) null, "reason" text null, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "premium_ips_user_id_index" on "premium_ips" ("user_id");`);
    this.addSql(`create index "premium_ips_ip_address_index" on "premium_ips" ("ip_address");`);

    this.addSql(`create table "orders" ("id" serial primary key, "order_number" varchar(20) not null, "user_id" int null, "guest_email" varchar(255) null, "status" varchar(50) not null default 'pending', "subtotal" numeric(10,2) not null, "tax" numeric(10,2) not null, "shipping" numeric(10,2) not null, "discount" numeric(10,2) not null default '0.00', "total" numeric(10,2) not null, "currency" char(3) not null default 'USD', "exchange_rate" numeric(12,6) not null default '1.000000', "customer_country" char(2) null, "customer_region" varchar(100) null, "tax_rate" numeric(6,4) not null default '0.0000', "payment_method" varchar(50) null, "coupon_code" varchar(50) null, "payment_intent_id" varchar(255) null, "shipping_address" jsonb not null, "billing_address" jsonb null, "tracking_number" varchar(100) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "orders" add constraint "orders_order_number_unique" unique ("order_number");`);
    this.addSql(`alter table "orders" add constraint "orders_payment_intent_id_unique" unique ("payment_intent_id");`);
    this.addSql(`create index "orders_user_id_created_at_index" on "orders" ("user_id", "created_at");`);
    this.addSql(`create index "orders_guest_email_index" on "orders" (lower("guest_email"));`);

    this.addSql(`create table "order_items" ("id" serial primary key, "order_id" int not null, "product_id" int not null, "variant_id" varchar(100) null, "quantity" int not null, "price" numeric(10,2) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "order_items_order_id_index" on "order_items" ("order_id");`);
    this.addSql(`create index "order_items_product_id_index" on "order_items" ("product_id");`);

    this.addSql(`create table "coupons" ("id" serial primary key, "code" varchar(50) not null, "discount_type" varchar(20) not null, "discount_value" numeric(10,2) not null, "min_order_amount" numeric(10,2) null, "max_uses" int null, "current_uses" int not null default 0, "is_active" boolean not null default true, "expires_at" timestamptz not null, "customer_id" int null, "campaign_name" varchar(100) null, "campaign_description" text null, "notes" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "coupons" add constraint "coupons_code_unique" unique ("code");`);
    this.addSql(`create index "coupons_customer_id_index" on "coupons" ("customer_id");`);

    this.addSql(`create table "cart_items" ("id" serial primary key, "user_id" int null, "session_id" varchar(255) null, "product_id" int not null, "variant_id" varchar(100) null, "quantity" int not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "cart_items_product_id_index" on "cart_items" ("product_id");`);
    this.addSql(`create unique index "cart_items_user_line_unique" on "cart_items" ("user_id", "product_id", coalesce("variant_id", '')) where "user_id" is not null;`);
    this.addSql(`create unique index "cart_items_session_line_unique" on "cart_items" ("session_id", "product_id", coalesce("variant_id", '')) where "user_id" is null;`);

    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_status_check" check (status in ('pending', 'processed', 'spam'));`);

    this.addSql(`alter table "products" add constraint "products_inventory_check" check (inventory >= 0);`);

    this.addSql(`alter table "product_categories" add constraint "product_categories_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
    this.addSql(`alter table "product_categories" add constraint "product_categories_category_id_foreign" foreign key ("category_id") references "categories" ("id") on delete cascade;`);

    this.addSql(`alter table "temp_users" add constraint "temp_users_client_type_check" check (client_type in ('furniture_store', 'shopping_center', 'commercial_construction', 'private_residence', 'vacation_home', 'hotel_decor', 'interior_designer', 'real_estate_agent', 'university_faculty', 'university_student', 'office_decor', 'contractor', 'high_school_student', 'university_student_shopper'));`);

    this.addSql(`alter table "users" add constraint "users_client_type_check" check (client_type in ('furniture_store', 'shopping_center', 'commercial_construction', 'private_residence', 'vacation_home', 'hotel_decor', 'interior_designer', 'real_estate_agent', 'university_faculty', 'university_student', 'office_decor', 'contractor', 'high_school_student', 'university_student_shopper'));`);
    this.addSql(`alter table "users" add constraint "users_premium_status_check" check (premium_status in ('none', 'silver', 'gold', 'platinum'));`);

    this.addSql(`alter table "premium_ips" add constraint "premium_ips_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "orders" add constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "order_items" add constraint "order_items_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "order_items" add constraint "order_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete restrict;`);
    this.addSql(`alter table "order_items" add constraint "order_items_quantity_check" check (quantity > 0);`);

    this.addSql(`alter table "coupons" add constraint "coupons_customer_id_foreign" foreign key ("customer_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "coupons" add constraint "coupons_discount_type_check" check (discount_type in ('percentage', 'fixed'));`);
    this.addSql(`alter table "coupons" add constraint "coupons_discount_value_check" check (discount_value > 0);`);
    this.addSql(`alter table "coupons" add constraint "coupons_current_uses_check" check (current_uses >= 0 and (max_uses is null or current_uses <= max_uses));`);

    this.addSql(`alter table "cart_items" add constraint "cart_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "cart_items" add constraint "cart_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
    this.addSql(`alter table "cart_items" add constraint "cart_items_owner_check" check (user_id is not null or session_id is not null);`);
    this.addSql(`alter table "cart_items" add constraint "cart_items_quantity_check" check (quantity >= 1 and quantity <= 99);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "product_categories" drop constraint "product_categories_category_id_foreign";`);
    this.addSql(`alter table "product_categories" drop constraint "product_categories_product_id_foreign";`);
    this.addSql(`alter table "order_items" drop constraint "order_items_product_id_foreign";`);
    this.addSql(`alter table "cart_items" drop constraint "cart_items_product_id_foreign";`);
    this.addSql(`alter table "premium_ips" drop constraint "premium_ips_user_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_user_id_foreign";`);
    this.addSql(`alter table "coupons" drop constraint "coupons_customer_id_foreign";`);
    this.addSql(`alter table "cart_items" drop constraint "cart_items_user_id_foreign";`);
    this.addSql(`alter table "order_items" drop constraint "order_items_order_id_foreign";`);

    this.addSql(`drop table if exists "auth_codes" cascade;`);
    this.addSql(`drop table if exists "categories" cascade;`);
    this.addSql(`drop table if exists "contact_submissions" cascade;`);
    this.addSql(`drop table if exists "products" cascade;`);
    this.addSql(`drop table if exists "product_categories" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "temp_users" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "premium_ips" cascade;`);
    this.addSql(`drop table if exists "orders" cascade;`);
    this.addSql(`drop table if exists "order_items" cascade;`);
    this.addSql(`drop table if exists "coupons" cascade;`);
    this.addSql(`drop table if exists "cart_items" cascade;`);
  }

}
