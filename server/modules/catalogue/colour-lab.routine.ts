import { Routine, type TriggerDef } from '@mikro-orm/core';

/**
 * A colour (`#2b4c7e` or `2b4c7e`) as its CIELAB point (D65 white), a 3-dimensional cube: the distance
 * between two such points is the CIE76 ΔE, which the cube's GiST index finds the nearest by and
 * bounds boxes of (product-colour.entity.ts). sRGB to linear light, to XYZ, to Lab, as CSS Color 4
 * writes the steps. SQL so that the palette's trigger and a search convert the same way.
 */
export const ColourLab = new Routine({
  name: 'colour_lab',
  type: 'function',
  // PL/pgSQL rather than SQL: written as one SQL statement of subqueries it took about 1 ms a call (100,000
  // prints' palettes took 8 minutes to insert); as plain arithmetic, 5 µs.
  language: 'plpgsql',
  deterministic: true,
  params: { hex: { type: 'text' } },
  returns: { runtimeType: 'string', columnType: 'cube' },
  // Each channel to linear light, then to XYZ scaled by the white point, then through Lab's f.
  body: `declare
  bytes bytea := decode(ltrim(hex, '#'), 'hex');
  rgb float8[] := array[0, 0, 0];
  xyz float8[];
  f float8[] := array[0, 0, 0];
  v float8;
begin
  for i in 1..3 loop
    v := get_byte(bytes, i - 1) / 255.0;
    rgb[i] := case when v <= 0.04045 then v / 12.92 else power((v + 0.055) / 1.055, 2.4) end;
  end loop;
  xyz := array[(0.4124564 * rgb[1] + 0.3575761 * rgb[2] + 0.1804375 * rgb[3]) / 0.95047,
               0.2126729 * rgb[1] + 0.7151522 * rgb[2] + 0.0721750 * rgb[3],
               (0.0193339 * rgb[1] + 0.1191920 * rgb[2] + 0.9503041 * rgb[3]) / 1.08883];
  for i in 1..3 loop
    f[i] := case when xyz[i] > 216.0 / 24389 then cbrt(xyz[i]) else (24389.0 / 27 * xyz[i] + 16) / 116 end;
  end loop;
  return cube(array[116 * f[2] - 16, 500 * (f[1] - f[2]), 200 * (f[2] - f[3])]);
end`,
});

/** Keeps product_colours (product-colour.entity.ts) equal to each palette: a row trigger, off every write that leaves the palette alone (stock, prices, titles). */
export const PRODUCT_COLOUR_TRIGGERS: TriggerDef[] = [
  {
    name: 'products_colours',
    timing: 'after',
    events: ['insert', 'update'],
    expression: `create or replace function "products_products_colours_fn"() returns trigger language plpgsql as $$ begin
  delete from product_colours where product_id = new.id;
  insert into product_colours (product_id, rank, share, lab)
  select new.id, colour.rank, (colour.value ->> 'share')::real, colour_lab(colour.value ->> 'hex')
    from jsonb_array_elements(case when jsonb_typeof(new.palette) = 'array' then new.palette else '[]'::jsonb end) with ordinality as colour(value, rank)
   where colour.value ->> 'hex' ~ '^#[0-9a-f]{6}$' and colour.value ->> 'share' ~ '^[0-9.e-]+$';
  return null;
end $$;
create trigger "products_colours" after insert or update of palette on "products" for each row execute function "products_products_colours_fn"()`,
  },
];
