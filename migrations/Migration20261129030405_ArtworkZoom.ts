import { Migration } from '@mikro-orm/migrations';

/** Prints' artwork as a raster and their zoom's tiles, kept in the database for every instance (modules/artwork). */
export class Migration20261129030405_ArtworkZoom extends Migration {

  override name = 'Migration20261129030405_ArtworkZoom';

  override up(): void | Promise<void> {
    this.addSql(`create table "artworks" ("product_id" int not null, "source" text not null, "digest" varchar(64) null, "width" int null, "height" int null, "data" bytea null, "failed" boolean not null default false, "created_at" timestamptz not null default now(), primary key ("product_id"));`);

    this.addSql(`create table "zoom_tiles" ("product_id" int not null, "digest" varchar(64) not null, "path" varchar(80) not null, "data" bytea not null, primary key ("product_id", "digest", "path"));`);

    this.addSql(`alter table "artworks" add constraint "artworks_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "zoom_tiles" add constraint "zoom_tiles_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "zoom_tiles" cascade;`);
    this.addSql(`drop table if exists "artworks" cascade;`);
  }

}
