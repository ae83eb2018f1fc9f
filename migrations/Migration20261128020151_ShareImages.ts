import { Migration } from '@mikro-orm/migrations';

/** Prints' share images, drawn once and kept in the database for every instance (modules/share-images). */
export class Migration20261128020151_ShareImages extends Migration {

  override name = 'Migration20261128020151_ShareImages';

  override up(): void | Promise<void> {
    this.addSql(`create table "share_images" ("product_id" int not null, "version" varchar(12) not null, "data" bytea not null, "created_at" timestamptz not null default now(), primary key ("product_id"));`);

    this.addSql(`alter table "share_images" add constraint "share_images_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "share_images" cascade;`);
  }

}
