import { Migration } from '@mikro-orm/migrations';

/** Printify's mockups kept and served by the shop itself (product-image.entity.ts). */
export class Migration20261126132155_PrintifyPictures extends Migration {

  override name = 'Migration20261126132155_PrintifyPictures';

  override up(): void | Promise<void> {
    this.addSql(`create table "product_images" ("id" serial primary key, "source_url" varchar(500) not null, "width" int not null, "height" int not null, "data" bytea not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "product_images" add constraint "product_images_source_url_unique" unique ("source_url");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "product_images" cascade;`);
  }

}
