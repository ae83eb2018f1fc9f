import { Button, Loader, Select, Table, TextInput, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconDownload, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import classes from './AdminList.module.css';

/** A search box whose text reaches the server 300 ms after the typing stops; blank is no search. */
export function useSearchText(): [string, string | undefined, (value: string) => void] {
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text.trim(), 300);
  return [text, settled === '' ? undefined : settled, setText];
}

export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      className={classes.search}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} stroke={1.5} aria-hidden="true" />}
      maxLength={100}
    />
  );
}

/** A select that narrows a list: clearable (nothing chosen is every value), its values typed as the list's filter takes them. */
export function FilterSelect<Value extends string>({
  value,
  onChange,
  ...select
}: Omit<SelectProps, 'value' | 'onChange'> & { value: Value | null; onChange: (value: Value | null) => void }) {
  return <Select className={classes.filter} clearable comboboxProps={{ shadow: 'md' }} value={value} onChange={(next) => onChange(next as Value | null)} {...select} />;
}

/** The row of filters over a list, each with its label above it. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className={classes.filters} role="group" aria-label="Filters">
      {children}
    </div>
  );
}

/**
 * A column's heading in an admin table: its label, a column of figures (right-aligned over them), or
 * the column of a row's buttons (its label read out, not shown). `false` leaves a column out.
 */
export type Column = string | { label: string; kind: 'figures' | 'actions' } | false;
export const figuresColumn = (label: string): Column => ({ label, kind: 'figures' });
export const actionsColumn = (label = 'Actions'): Column => ({ label, kind: 'actions' });

export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => {
          if (column === false) return null;
          if (typeof column === 'string') return <Table.Th key={column}>{column}</Table.Th>;
          return column.kind === 'figures' ? (
            <Table.Th key={column.label} className={classes.number}>
              {column.label}
            </Table.Th>
          ) : (
            <Table.Th key={column.label} className={classes.actionCell}>
              <span className={classes.visuallyHidden}>{column.label}</span>
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}

/** What shows while a list, a record or figures load: "Loading the customer…". */
export function Loading({ what }: { what: string }) {
  return (
    <div className={classes.loading} aria-busy="true">
      <Loader size="sm" color="bronze" /> Loading {what}…
    </div>
  );
}

/**
 * A record opened from a list (an order, a customer): the way back to the list, its serif title (naming
 * the region) with a line under it and its badge, then the record.
 */
export function RecordPanel({ id, back, title, lead, badge, children }: { id: string; back: ReactNode; title: string; lead: ReactNode; badge: ReactNode; children: ReactNode }) {
  return (
    <section className={classes.panel} aria-labelledby={id}>
      {back}
      <header className={classes.recordHead}>
        <div>
          <h2 id={id} className={classes.title}>
            {title}
          </h2>
          <p className={classes.lead}>{lead}</p>
        </div>
        {badge}
      </header>
      {children}
    </section>
  );
}

/** Back from a record to the list it was opened from: "All orders". */
export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="subtle" color="charcoal.8" size="xs" leftSection={<IconArrowLeft size={14} stroke={1.5} />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** A titled part of a record's page: an order's payment, a customer's returns. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.detailSection} aria-label={title}>
      <h3 className={classes.detailSectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** A tab's panel: its serif title (naming the region), a line on what it is for, and its tools (search, filters, actions). */
export function AdminPanel({
  id,
  title,
  lead,
  tools,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={classes.panel} aria-labelledby={id}>
      <div className={classes.panelHead}>
        <div>
          <h2 id={id} className={classes.title}>
            {title}
          </h2>
          {lead && <p className={classes.lead}>{lead}</p>}
        </div>
        {tools && <div className={classes.toolbar}>{tools}</div>}
      </div>
      {children}
    </section>
  );
}

/**
 * Export CSV: downloads the file of every row the filters on screen match (`path`, e.g.
 * /api/admin/orders.csv, with the filters that are set as its query).
 */
export function ExportCsvButton({ path, filters }: { path: string; filters: Record<string, string | undefined> }) {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return (
    <Button
      component="a"
      href={`${path}${query.size > 0 ? `?${query}` : ''}`}
      download
      variant="default"
      radius="xs"
      className={classes.export}
      leftSection={<IconDownload size={16} aria-hidden="true" />}
    >
      Export CSV
    </Button>
  );
}
