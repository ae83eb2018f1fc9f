import { Migration } from '@mikro-orm/migrations';

/** Each print's main colours with their shares (modules/catalogue/palette.ts), written with its picture. */
export class Migration20261128140714_ProductPalettes extends Migration {

  override name = 'Migration20261128140714_ProductPalettes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "products" add "palette" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "products" drop column "palette";`);
  }

}
