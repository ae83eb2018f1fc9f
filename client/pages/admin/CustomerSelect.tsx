import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { itemsOf } from './PagedList.tsx';
import { customerName, useCustomerPages } from './PremiumCustomersTab.tsx';

/**
 * A customer chosen by typing part of their e-mail or name: the server searches (there may be 50,000),
 * and the first 20 matches are offered. The value is the customer's id as text, or null.
 */
export function CustomerSelect({
  label,
  value,
  onChange,
  error,
  description,
  clearable = false,
  /** The chosen customer's e-mail when the form opens with one (editing a private coupon). */
  initialEmail,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  description?: string;
  clearable?: boolean;
  initialEmail?: string | null;
}) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(value && initialEmail ? { value, label: initialEmail } : null);
  // Once chosen, the box shows the customer's label: that is no search.
  const typed = query.trim() === chosen?.label ? '' : query.trim();
  const [search] = useDebouncedValue(typed, 300);
  const customers = useCustomerPages({ search: search || undefined, limit: 20 });
  const options = itemsOf(customers).map((customer) => ({ value: String(customer.id), label: `${customer.email} · ${customerName(customer)}` }));
  // The chosen one stays selectable (and shown) whatever the search answered.
  if (chosen && chosen.value === value && !options.some((option) => option.value === value)) options.unshift(chosen);

  return (
    <Select
      label={label}
      description={description}
      placeholder="Type an e-mail or name"
      data={options}
      value={value}
      onChange={(next, option) => {
        setChosen(next && option ? { value: next, label: option.label } : null);
        onChange(next);
      }}
      searchable
      searchValue={query}
      onSearchChange={setQuery}
      // The server has filtered already; the list shows what it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={customers.isFetching ? 'Searching…' : 'No customer matches'}
      clearable={clearable}
      error={error}
      comboboxProps={{ shadow: 'md' }}
      maxDropdownHeight={280}
    />
  );
}
