import { Migration } from '@mikro-orm/migrations';

/**
 * Sizes held back for their artwork's resolution (products.size_checks) and an admin's deliberate
 * releases of them (size_releases, catalogue/size-release.entity.ts).
 */
export class Migration20261126154616_PrintResolution extends Migration {

  override name = 'Migration20261126154616_PrintResolution';

  override up(): void | Promise<void> {
    this.addSql(`create table "size_releases" ("id" serial primary key, "product_id" int not null, "variant_id" varchar(100) not null, "size" varchar(50) not null, "ppi" int not null, "released_by" varchar(255) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "size_releases" add constraint "size_releases_product_id_variant_id_unique" unique ("product_id", "variant_id");`);

    this.addSql(`alter table "products" add "size_checks" jsonb not null default '[]';`);

    this.addSql(`alter table "size_releases" add constraint "size_releases_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "size_releases" cascade;`);

    this.addSql(`alter table "products" drop column "size_checks";`);
  }

}
