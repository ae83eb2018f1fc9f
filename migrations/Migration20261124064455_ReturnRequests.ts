import { Migration } from '@mikro-orm/migrations';

export class Migration20261124064455_ReturnRequests extends Migration {

  override name = 'Migration20261124064455_ReturnRequests';

  override up(): void | Promise<void> {
    this.addSql(`create table "return_requests" ("id" serial primary key, "order_id" int not null, "order_item_id" int not null, "customer_email" varchar(255) not null, "reason" varchar(30) not null, "comments" varchar(1000) null, "status" varchar(20) not null default 'pending', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "return_requests_order_id_index" on "return_requests" ("order_id");`);
    this.addSql(`create unique index "return_requests_open_item_unique" on "return_requests" ("order_item_id") where "status" in ('pending', 'approved');`);
    this.addSql(`create index "return_requests_created_at_id_index" on "return_requests" ("created_at", "id");`);

    this.addSql(`create table "return_photos" ("id" serial primary key, "return_request_id" int not null, "position" smallint not null, "content_type" varchar(20) not null, "width" int not null, "height" int not null, "data" bytea not null, "preview" bytea not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "return_photos_return_request_id_index" on "return_photos" ("return_request_id");`);

    this.addSql(`alter table "return_requests" add constraint "return_requests_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`);
    this.addSql(`alter table "return_requests" add constraint "return_requests_order_item_id_foreign" foreign key ("order_item_id") references "order_items" ("id") on delete cascade;`);
    this.addSql(`alter table "return_requests" add constraint "return_requests_reason_check" check (reason in ('defective', 'wrong_item', 'not_as_described', 'quality_issue', 'changed_mind', 'other'));`);
    this.addSql(`alter table "return_requests" add constraint "return_requests_status_check" check (status in ('pending', 'approved', 'rejected', 'refunded'));`);

    this.addSql(`alter table "return_photos" add constraint "return_photos_return_request_id_foreign" foreign key ("return_request_id") references "return_requests" ("id") on delete cascade;`);
    this.addSql(`alter table "return_photos" add constraint "return_photos_content_type_check" check (content_type in ('image/jpeg', 'image/png', 'image/gif'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "return_photos" drop constraint "return_photos_return_request_id_foreign";`);

    this.addSql(`drop table if exists "return_requests" cascade;`);
    this.addSql(`drop table if exists "return_photos" cascade;`);
  }

}
