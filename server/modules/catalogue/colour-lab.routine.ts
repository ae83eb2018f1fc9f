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
  language: 'sql',
  deterministic: true,
  params: { hex: { type: 'text' } },
  returns: { runtimeType: 'string', columnType: 'cube' },
  // Each channel to linear light (c), then to XYZ scaled by the white point, then through Lab's f (f).
  body: `select cube(array[116 * f[2] - 16, 500 * (f[1] - f[2]), 200 * (f[2] - f[3])])
  from (select array(select case when t > 216.0 / 24389 then cbrt(t) else (24389.0 / 27 * t + 16) / 116 end
      from unnest(array[(0.4124564 * c[1] + 0.3575761 * c[2] + 0.1804375 * c[3]) / 0.95047,
                        0.2126729 * c[1] + 0.7151522 * c[2] + 0.0721750 * c[3],
                        (0.0193339 * c[1] + 0.1191920 * c[2] + 0.9503041 * c[3]) / 1.08883]) with ordinality as xyz(t, n)
      order by n) as f
    from (select array(select case when v <= 0.04045 then v / 12.92 else power((v + 0.055) / 1.055, 2.4) end
        from (select get_byte(decode(ltrim(hex, '#'), 'hex'), i) / 255.0 as v, i from generate_series(0, 2) as i) channel
        order by i) as c) linear) lab`,
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
