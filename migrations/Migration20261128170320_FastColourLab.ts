import { Migration } from '@mikro-orm/migrations';

/**
 * colour_lab() in PL/pgSQL (colour-lab.routine.ts): as one SQL statement of subqueries it cost about
 * 1 ms a call, which the palettes' trigger pays five times a print and a colour search several times
 * in planning; as plain arithmetic, 5 µs. The same values.
 */
export class Migration20261128170320_FastColourLab extends Migration {

  override name = 'Migration20261128170320_FastColourLab';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "colour_lab"("hex" text) returns cube immutable language plpgsql as \$\$ begin declare
  bytes bytea := decode(ltrim(hex, '#'), 'hex');   rgb float8[] := array[0, 0, 0];   xyz float8[];   f float8[] := array[0, 0, 0];   v float8; begin
  for i in 1..3 loop
    v := get_byte(bytes, i - 1) / 255.0;     rgb[i] := case when v <= 0.04045 then v / 12.92 else power((v + 0.055) / 1.055, 2.4) end;   end loop;   xyz := array[(0.4124564 * rgb[1] + 0.3575761 * rgb[2] + 0.1804375 * rgb[3]) / 0.95047,
               0.2126729 * rgb[1] + 0.7151522 * rgb[2] + 0.0721750 * rgb[3],
               (0.0193339 * rgb[1] + 0.1191920 * rgb[2] + 0.9503041 * rgb[3]) / 1.08883];   for i in 1..3 loop
    f[i] := case when xyz[i] > 216.0 / 24389 then cbrt(xyz[i]) else (24389.0 / 27 * xyz[i] + 16) / 116 end;   end loop;   return cube(array[116 * f[2] - 16, 500 * (f[1] - f[2]), 200 * (f[2] - f[3])]); end; end \$\$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create or replace function "colour_lab"("hex" text) returns cube security invoker immutable language sql as \$\$ select cube(array[116 * f[2] - 16, 500 * (f[1] - f[2]), 200 * (f[2] - f[3])])
  from (select array(select case when t > 216.0 / 24389 then cbrt(t) else (24389.0 / 27 * t + 16) / 116 end
      from unnest(array[(0.4124564 * c[1] + 0.3575761 * c[2] + 0.1804375 * c[3]) / 0.95047,
                        0.2126729 * c[1] + 0.7151522 * c[2] + 0.0721750 * c[3],
                        (0.0193339 * c[1] + 0.1191920 * c[2] + 0.9503041 * c[3]) / 1.08883]) with ordinality as xyz(t, n)
      order by n) as f
    from (select array(select case when v <= 0.04045 then v / 12.92 else power((v + 0.055) / 1.055, 2.4) end
        from (select get_byte(decode(ltrim(hex, '#'), 'hex'), i) / 255.0 as v, i from generate_series(0, 2) as i) channel
        order by i) as c) linear) lab \$\$;`);
  }

}
