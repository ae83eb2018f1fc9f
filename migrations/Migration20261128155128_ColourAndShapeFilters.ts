import { Migration } from '@mikro-orm/migrations';

/**
 * /shop's colour, shape and wall-width filters (issue 38): each palette colour as a CIELAB point in
 * product_colours (the cube contrib, which ships with PostgreSQL as pg_trgm does), kept by a trigger on
 * products.palette and filled here for the palettes already stored; products.orientation and
 * min_width_in generated from the sizes. A change of sizes, price or palette now moves the catalogue
 * revision, as these filters match on them.
 */
export class Migration20261128155128_ColourAndShapeFilters extends Migration {

  override name = 'Migration20261128155128_ColourAndShapeFilters';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists cube;`);
    this.addSql(`create or replace function "colour_lab"("hex" text) returns cube immutable language sql as \$\$ select cube(array[116 * f[2] - 16, 500 * (f[1] - f[2]), 200 * (f[2] - f[3])])
  from (select array(select case when t > 216.0 / 24389 then cbrt(t) else (24389.0 / 27 * t + 16) / 116 end
      from unnest(array[(0.4124564 * c[1] + 0.3575761 * c[2] + 0.1804375 * c[3]) / 0.95047,
                        0.2126729 * c[1] + 0.7151522 * c[2] + 0.0721750 * c[3],
                        (0.0193339 * c[1] + 0.1191920 * c[2] + 0.9503041 * c[3]) / 1.08883]) with ordinality as xyz(t, n)
      order by n) as f
    from (select array(select case when v <= 0.04045 then v / 12.92 else power((v + 0.055) / 1.055, 2.4) end
        from (select get_byte(decode(ltrim(hex, '#'), 'hex'), i) / 255.0 as v, i from generate_series(0, 2) as i) channel
        order by i) as c) linear) lab \$\$;`);
    this.addSql(`create or replace function "product_orientation"("variants" jsonb) returns text immutable language sql as \$\$ select case when ratio >= 1.9 then 'panoramic' when ratio between 0.95 and 1.05 then 'square' when ratio > 1 then 'landscape' else 'portrait' end
  from (select width / height as ratio from (select (m[1])::numeric as width, (m[2])::numeric as height, coalesce((item ->> 'isDefault')::boolean, false) as is_default
       from jsonb_array_elements(case when jsonb_typeof(variants) = 'array' then variants else '[]'::jsonb end) as item,
            regexp_match(item ->> 'size', '([0-9]{1,4}(?:[.][0-9]{1,2})?)[^0-9.]+([0-9]{1,4}(?:[.][0-9]{1,2})?)') as m
      where m is not null and (m[2])::numeric > 0) sizes order by is_default desc limit 1) shape \$\$;`);
    this.addSql(`create or replace function "product_min_width_in"("variants" jsonb) returns numeric immutable language sql as \$\$ select min(width) from (select (m[1])::numeric as width, (m[2])::numeric as height, coalesce((item ->> 'isDefault')::boolean, false) as is_default
       from jsonb_array_elements(case when jsonb_typeof(variants) = 'array' then variants else '[]'::jsonb end) as item,
            regexp_match(item ->> 'size', '([0-9]{1,4}(?:[.][0-9]{1,2})?)[^0-9.]+([0-9]{1,4}(?:[.][0-9]{1,2})?)') as m
      where m is not null and (m[2])::numeric > 0) sizes \$\$;`);
    this.addSql(`alter table "products" add "orientation" text generated always as (product_orientation(variants)) stored null, add "min_width_in" numeric generated always as (product_min_width_in(variants)) stored null;`);
    this.addSql(`create table "product_colours" ("product_id" int not null, "rank" smallint not null, "share" real not null, "lab" cube not null, primary key ("product_id", "rank"));`);
    this.addSql(`create index "product_colours_lab_index" on "product_colours" using gist ("lab");`);
    this.addSql(`alter table "product_colours" add constraint "product_colours_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
    this.addSql(`create or replace function "products_products_colours_fn"() returns trigger language plpgsql as \$\$ begin
  delete from product_colours where product_id = new.id;   insert into product_colours (product_id, rank, share, lab)
  select new.id, colour.rank, (colour.value ->> 'share')::real, colour_lab(colour.value ->> 'hex')
    from jsonb_array_elements(case when jsonb_typeof(new.palette) = 'array' then new.palette else '[]'::jsonb end) with ordinality as colour(value, rank)
   where colour.value ->> 'hex' ~ '^#[0-9a-f]{6}\$' and colour.value ->> 'share' ~ '^[0-9.e-]+\$';   return null; end \$\$;`);
    this.addSql(`create trigger "products_colours" after insert or update of palette on "products" for each row execute function "products_products_colours_fn"();`);
    this.addSql(`insert into product_colours (product_id, rank, share, lab)
  select p.id, colour.rank, (colour.value ->> 'share')::real, colour_lab(colour.value ->> 'hex')
    from products p, jsonb_array_elements(case when jsonb_typeof(p.palette) = 'array' then p.palette else '[]'::jsonb end) with ordinality as colour(value, rank)
   where colour.value ->> 'hex' ~ '^#[0-9a-f]{6}\$' and colour.value ->> 'share' ~ '^[0-9.e-]+\$';`);
    this.addSql(`drop trigger "products_revise_matches" on "products";`);
    this.addSql(`create trigger "products_revise_matches" after update of title, description, category, tags, variants, price, palette on "products" for each statement execute function "catalogue_revise"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "products_revise_matches" on "products";`);
    this.addSql(`create trigger "products_revise_matches" after update of title, description, category, tags on "products" for each statement execute function "catalogue_revise"();`);
    this.addSql(`drop trigger if exists "products_colours" on "products";`);
    this.addSql(`drop function if exists "products_products_colours_fn"();`);
    this.addSql(`drop table if exists "product_colours" cascade;`);
    this.addSql(`alter table "products" drop column "orientation", drop column "min_width_in";`);
    this.addSql(`drop function if exists "product_orientation"(jsonb);`);
    this.addSql(`drop function if exists "product_min_width_in"(jsonb);`);
    this.addSql(`drop function if exists "colour_lab"(text);`);
  }

}
