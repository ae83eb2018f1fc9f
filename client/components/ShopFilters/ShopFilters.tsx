import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';

import { CloseButton, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { Category } from '../../../src/catalogue.ts';
import type { ProductSort } from '../../../src/catalogue-options.ts';
import type { ShopFilters as Filters } from '../../hooks/useShopFilters.ts';
import classes from './ShopFilters.module.css';

/** The search waits for a pause in typing before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'name', label: 'Name' },
];

/** Select needs a value for "no category"; this one cannot clash with a category name from the catalogue. */
const ALL = '__all__';

interface ShopFiltersProps {
  filters: Filters;
  /** Undefined while the categories load. */
  categories: readonly Category[] | undefined;
  onChange: (patch: Partial<Filters>) => void;
}

/**
 * The catalogue's controls (spec section 2): a search box, a category dropdown and a sort dropdown in
 * one row, and a button per category below. On phones the row folds into two and the buttons scroll sideways.
 */
export function ShopFilters({ filters, categories, onChange }: ShopFiltersProps) {
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

  // On phones the buttons scroll sideways: bring the current one into view without moving the page.
  useEffect(() => {
    const row = chips.current;
    const current = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (row && current && row.scrollWidth > row.clientWidth) {
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    }
  }, [filters.category, categories]);

  const names = categories?.map((category) => category.name) ?? [];
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
          label="Search"
          type="search"
          placeholder="Search by title or description"
          value={text}
          maxLength={100}
          onChange={(event) => typeSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') sendSearch.flush();
          }}
          leftSection={<IconSearch size={16} stroke={1.5} />}
          rightSection={
            text ? <CloseButton size="sm" aria-label="Clear search" onClick={() => typeSearch('')} /> : null
          }
          rightSectionPointerEvents="all"
        />
        <Select
          className={classes.select}
          classNames={{ input: classes.input, label: classes.label, option: classes.option, dropdown: classes.dropdown }}
          label="Category"
          data={[{ value: ALL, label: 'All Categories' }, ...names.map((name) => ({ value: name, label: name }))]}
          value={filters.category ?? ALL}
          onChange={(value) => onChange({ category: value && value !== ALL ? value : null })}
          allowDeselect={false}
          withCheckIcon={false}
          comboboxProps={{ offset: 4, shadow: 'md' }}
        />
        <Select
          className={classes.select}
          classNames={{ input: classes.input, label: classes.label, option: classes.option, dropdown: classes.dropdown }}
          label="Sort by"
          data={SORT_OPTIONS}
          value={filters.sort}
          onChange={(value) => onChange({ sort: (value as ProductSort | null) ?? 'newest' })}
          allowDeselect={false}
          withCheckIcon={false}
          comboboxProps={{ offset: 4, shadow: 'md' }}
        />
      </div>
      <div ref={chips} className={classes.chips} role="group" aria-label="Categories">
        {[null, ...names].map((name) => (
          <button
            key={name ?? ALL}
            type="button"
            className={classes.chip}
            aria-pressed={filters.category === name}
            onClick={() => onChange({ category: name })}
          >
            {name ?? 'All'}
          </button>
        ))}
      </div>
    </div>
  );
}
