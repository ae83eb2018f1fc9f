import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ProductFacets } from '../../../src/catalogue.ts';
import type { Orientation } from '../../../src/catalogue-options.ts';
import { COLOUR_SWATCHES } from '../../../src/colour-swatches.ts';
import { amount, inches, type ShopFilters } from '../../../src/shop-filters.ts';
import classes from './RefineFilters.module.css';

/** A typed width or price waits for a pause before it asks the server, as the search does. */
const FIELD_DEBOUNCE_MS = 400;

const SHAPES: { value: Orientation; label: MessageDescriptor }[] = [
  { value: 'landscape', label: msg`Landscape` },
  { value: 'portrait', label: msg`Portrait` },
  { value: 'square', label: msg`Square` },
  { value: 'panoramic', label: msg`Panoramic` },
];

interface RefineFiltersProps {
  filters: ShopFilters;
  /** Undefined while they load: every choice is offered meanwhile. */
  facets: ProductFacets | undefined;
  /** The shopper's currency's symbol, beside the price fields. */
  currencySymbol: string;
  onChange: (patch: Partial<ShopFilters>) => void;
}

/**
 * The art buyer's filters (issue 38): a row of named colour swatches and a free colour, the print's
 * shape, the widest wall it must fit and a price range. A choice that would leave no print under the
 * other filters is not offered (the facets' counts), except the one already chosen, so it can be undone.
 */
export function RefineFilters({ filters, facets, currencySymbol, onChange }: RefineFiltersProps) {
  const { t, i18n } = useLingui();
  const count = <Value,>(counts: { value: Value; count: number }[] | undefined, value: Value) =>
    counts === undefined ? undefined : (counts.find((entry) => entry.value === value)?.count ?? 0);
  const offered = <Value,>(counts: { value: Value; count: number }[] | undefined, value: Value, chosen: boolean) => chosen || count(counts, value) !== 0;
  const custom = filters.color !== null && !COLOUR_SWATCHES.some((swatch) => swatch.hex === filters.color);
  const chosen = [filters.color, filters.orientation, filters.maxWidthIn, filters.minPrice ?? filters.maxPrice].filter((value) => value !== null).length;
  // On a phone the filters fold behind a button, so the first prints stay on the first screen; open while any is chosen.
  const [open, setOpen] = useState(chosen > 0);

  return (
    <>
      <button type="button" className={classes.toggle} aria-expanded={open} aria-controls="refine-filters" onClick={() => setOpen(!open)}>
        <IconAdjustmentsHorizontal size={16} stroke={1.5} aria-hidden />
        {t`Colour, shape and size`}
        {chosen > 0 && <span className={classes.chosen}>{chosen}</span>}
      </button>
      <div id="refine-filters" className={classes.refine} data-open={open}>
        <fieldset className={classes.group}>
          <legend className={classes.legend}>{t`Colour`}</legend>
          <div className={classes.swatches}>
            {COLOUR_SWATCHES.filter((swatch) => offered(facets?.color, swatch.key, filters.color === swatch.hex)).map((swatch) => {
              const picked = filters.color === swatch.hex;
              const name = i18n._(swatch.name);
              return (
                <button
                  key={swatch.key}
                  type="button"
                  className={classes.swatch}
                  style={{ background: `#${swatch.hex}` }}
                  aria-pressed={picked}
                  aria-label={name}
                  title={name}
                  onClick={() => onChange({ color: picked ? null : swatch.hex })}
                />
              );
            })}
            <ColourPicker color={filters.color} custom={custom} label={t`Any colour`} onPick={(color) => onChange({ color })} />
          </div>
        </fieldset>

        <fieldset className={classes.group}>
          <legend className={classes.legend}>{t`Shape`}</legend>
          <div className={classes.shapes}>
            {SHAPES.filter(({ value }) => offered(facets?.orientation, value, filters.orientation === value)).map(({ value, label }) => (
              <button
                key={value}
                type="button"
                className={classes.shape}
                aria-pressed={filters.orientation === value}
                onClick={() => onChange({ orientation: filters.orientation === value ? null : value })}
              >
                <span className={classes.shapeIcon} data-shape={value} aria-hidden />
                {i18n._(label)}
              </button>
            ))}
          </div>
        </fieldset>

        <div className={classes.fields}>
          <NumberField
            label={t`Fits a wall up to`}
            unit={t`in`}
            value={filters.maxWidthIn}
            whole
            placeholder="60"
            onValue={(maxWidthIn) => onChange({ maxWidthIn })}
          />
          <NumberField label={t`Price from`} unit={currencySymbol.trim()} value={filters.minPrice} placeholder={facets?.price?.min.split('.')[0]} onValue={(minPrice) => onChange({ minPrice })} />
          <NumberField label={t`Price to`} unit={currencySymbol.trim()} value={filters.maxPrice} placeholder={facets?.price?.max.split('.')[0]} onValue={(maxPrice) => onChange({ maxPrice })} />
        </div>
      </div>
    </>
  );
}

/**
 * The free colour: the browser's own picker, drawn as one more swatch. It keeps what the shopper drags
 * to while the picker is open, and the address takes the colour once the picker settles.
 */
function ColourPicker({ color, custom, label, onPick }: { color: string | null; custom: boolean; label: string; onPick: (color: string) => void }) {
  const [value, setValue] = useState(`#${color ?? '2e4a7a'}`);
  const pick = useDebouncedCallback((hex: string) => onPick(hex.replace('#', '').toLowerCase()), FIELD_DEBOUNCE_MS);
  // Another choice (a swatch, Clear Filters, Back) shows in the picker when it next opens: set while
  // rendering, as React advises for state that follows a prop.
  const [shown, setShown] = useState(color);
  if (color !== shown) {
    setShown(color);
    if (color !== null) setValue(`#${color}`);
  }
  return (
    <label className={classes.picker} data-chosen={custom} title={label} style={custom ? { background: `#${color}` } : undefined}>
      <input
        type="color"
        className={classes.pickerInput}
        aria-label={label}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          pick(event.currentTarget.value);
        }}
      />
    </label>
  );
}

interface NumberFieldProps {
  label: string;
  unit: string;
  value: number | null;
  /** Whole numbers only (inches); else up to two decimals (prices). */
  whole?: boolean;
  placeholder: string | undefined;
  onValue: (value: number | null) => void;
}

/** A number typed into the address after a pause; empty clears it, and what the catalogue would refuse is not sent. */
function NumberField({ label, unit, value, whole = false, placeholder, onValue }: NumberFieldProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const sent = useRef(value);
  const send = useDebouncedCallback((typed: string) => {
    const trimmed = typed.trim().replace(',', '.');
    // Read as the address is (src/shop-filters.ts), so a value sent is one the page keeps.
    const read = whole ? inches(trimmed) : amount(trimmed);
    if (trimmed !== '' && read === null) return;
    sent.current = read;
    onValue(read);
  }, FIELD_DEBOUNCE_MS);
  // The address changed without us (Clear Filters, Back): show what it now says.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    send.cancel();
    setText(value === null ? '' : String(value));
  }, [value, send]);
  return (
    <label className={classes.field}>
      <span className={classes.legend}>{label}</span>
      <span className={classes.fieldBox}>
        <input
          className={classes.fieldInput}
          inputMode={whole ? 'numeric' : 'decimal'}
          value={text}
          placeholder={placeholder}
          maxLength={10}
          onChange={(event) => {
            setText(event.currentTarget.value);
            send(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') send.flush();
          }}
        />
        <span className={classes.unit} aria-hidden>
          {unit}
        </span>
      </span>
    </label>
  );
}
