import { CloseButton, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconSelector } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { Category, ProductFacets } from '../../../src/catalogue.ts';
import type { ProductSort } from '../../../src/catalogue-options.ts';
import type { ShopFilters as Filters } from '../../hooks/useShopFilters.ts';
import { isFiltered } from '../../../src/shop-filters.ts';
import { RefineFilters } from './RefineFilters.tsx';
import classes from './ShopFilters.module.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The search waits for a pause in typing before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

const SORT_OPTIONS: { value: ProductSort; label: MessageDescriptor }[] = [
  // Offered while a search is on: it ranks the search's matches.
  { value: 'relevance', label: msg`Best match` },
  // Offered while a colour is chosen: the prints nearest to it first.
  { value: 'closest', label: msg`Closest colour` },
  { value: 'newest', label: msg`Newest` },
  { value: 'price_asc', label: msg`Price: Low to High` },
  { value: 'price_desc', label: msg`Price: High to Low` },
  { value: 'name', label: msg`Name` },
];

/** Drawn like the search box's icon. */
const CHEVRON = <IconSelector size={16} stroke={1.5} />;

/** Select needs a value for "no category"; this one cannot clash with a category name from the catalogue. */
const ALL = '__all__';

interface ShopFiltersProps {
  filters: Filters;
  /** Undefined while the categories load. */
  categories: readonly Category[] | undefined;
  /** How many prints each choice leaves under the other filters; undefined while they load. */
  facets: ProductFacets | undefined;
  /** The shopper's currency's symbol, beside the price fields. */
  currencySymbol: string;
  onChange: (patch: Partial<Filters>) => void;
}

/** The filters besides the category: with one of them set, a category they leave empty is not offered. */
const narrowed = (filters: Filters) => isFiltered({ ...filters, category: null });

/**
 * The catalogue's controls (spec section 2): a search box, a category dropdown and a sort dropdown in
 * one row, the colour, shape, wall and price filters below it (RefineFilters), and a button per
 * category below those. On phones the row folds into two and the buttons scroll sideways.
 */
export function ShopFilters({ filters, categories, facets, currencySymbol, onChange }: ShopFiltersProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(filters.search);
  const sent = useRef(filters.search);
  const chips = useRef<HTMLDivElement>(null);

  const sendSearch = useDebouncedCallback((value: string) => {
    sent.current = value.trim();
    onChange({ search: value });
  }, SEARCH_DEBOUNCE_MS);

  // The address changed without us (Clear Filters, Back): show what it now says.
  useEffect(() => {
    if (filters.search === sent.current) return;
    sent.current = filters.search;
    sendSearch.cancel();
    setText(filters.search);
  }, [filters.search, sendSearch]);

  // On phones the buttons scroll sideways: bring the current one into view without moving the page. The
  // sizes are read in the next frame, where the browser lays the page out anyway: read at once, they would
  // make it lay out the whole page, cards and all, in the middle of React's work, and then again.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const row = chips.current;
      const current = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
      if (row && current && row.scrollWidth > row.clientWidth) {
        row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [filters.category, categories]);

  // Under other filters, only the categories that still hold prints (by their own names, as the facets count them).
  const leadsSomewhere = (category: Category) =>
    !narrowed(filters) || !facets || category.name === filters.category || facets.category.some((entry) => entry.value === category.key);
  const names = categories?.filter(leadsSomewhere).map((category) => category.name) ?? [];
  // A category from an old link still shows as chosen, even if the catalogue no longer lists it.
  if (filters.category && !names.includes(filters.category)) names.push(filters.category);

  const typeSearch = (value: string) => {
    setText(value);
    sendSearch(value);
  };

  return (
    <div className={classes.filters}>
      <div className={classes.toolbar}>
        <TextInput
          className={classes.search}
          classNames={{ input: classes.input, label: classes.label }}
          label={t`Search`}
          type="search"
          placeholder={t`Search by title, place or subject`}
          value={text}
          maxLength={100}
          onChange={(event) => typeSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') sendSearch.flush();
          }}
          leftSection={<IconSearch size={16} stroke={1.5} />}
          rightSection={
            text ? <CloseButton size="sm" aria-label={t`Clear search`} onClick={() => typeSearch('')} /> : null
          }
          rightSectionPointerEvents="all"
        />
        {/*
          The browser's own dropdowns: on a phone they open its native picker, and unlike a scripted list they
          need no positioning code, which measured the whole page while the catalogue's cards were being laid out.
        */}
        <NativeSelect
          className={classes.select}
          classNames={{ input: classes.input, label: classes.label }}
          label={t`Category`}
          rightSection={CHEVRON}
          data={[{ value: ALL, label: t`All Categories` }, ...names.map((name) => ({ value: name, label: name }))]}
          value={filters.category ?? ALL}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ category: value !== ALL ? value : null });
          }}
        />
        <NativeSelect
          className={classes.select}
          classNames={{ input: classes.input, label: classes.label }}
          label={t`Sort by`}
          rightSection={CHEVRON}
          data={SORT_OPTIONS.filter(({ value }) => (value !== 'relevance' || filters.search) && (value !== 'closest' || filters.color)).map(({ value, label }) => ({
            value,
            label: i18n._(label),
          }))}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.currentTarget.value as ProductSort })}
        />
      </div>
      <RefineFilters filters={filters} facets={facets} currencySymbol={currencySymbol} onChange={onChange} />
      <div ref={chips} className={classes.chips} role="group" aria-label={t`Categories`}>
        {[null, ...names].map((name) => (
          <button
            key={name ?? ALL}
            type="button"
            className={classes.chip}
            aria-pressed={filters.category === name}
            onClick={() => onChange({ category: name })}
          >
            {name ?? t`All`}
          </button>
        ))}
      </div>
    </div>
  );
}
