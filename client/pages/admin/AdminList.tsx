import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Button, Loader, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../../components/LoadError/LoadError.tsx';
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

/** What a paged list needs of its infinite query. */
interface PagedList<Item> {
  data?: { pages: { items: Item[]; total: number }[] };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export const itemsOf = <Item,>(list: PagedList<Item>): Item[] => list.data?.pages.flatMap((page) => page.items) ?? [];

/**
 * A server-paged list: the rows loaded so far (drawn by `children`), "Showing n of total" and Load more.
 * The server searches and pages, so the list stays as fast with 50,000 rows as with 50.
 */
export function PagedBlock<Item>({
  list,
  what,
  empty,
  children,
}: {
  list: PagedList<Item>;
  /** Plural noun for the footer and errors: "customers". */
  what: string;
  empty: string;
  children: (items: Item[]) => ReactNode;
}) {
  if (list.isPending) {
    return (
      <div className={classes.loading} aria-busy="true">
        <Loader size="sm" color="bronze" /> Loading {what}…
      </div>
    );
  }
  if (list.isError) return <LoadError what={`the ${what}`} onRetry={() => void list.refetch()} />;
  const items = itemsOf(list);
  const total = list.data?.pages[0]?.total ?? 0;
  return (
    <div className={classes.tableBlock} data-stale={list.isPlaceholderData || undefined}>
      {items.length === 0 ? <p className={classes.empty}>{empty}</p> : children(items)}
      <div className={classes.footer}>
        <p className={classes.count} aria-live="polite">
          {items.length === 0 ? '' : `Showing ${items.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${what}`}
        </p>
        {list.hasNextPage && (
          <Button variant="outline" color="charcoal.8" size="xs" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        )}
      </div>
    </div>
  );
}

/** A PagedBlock as a table: `head` is its header row, `row` draws each item. */
export function PagedTable<Item>({
  head,
  row,
  minWidth = 760,
  ...block
}: Omit<Parameters<typeof PagedBlock<Item>>[0], 'children'> & { head: ReactNode; row: (item: Item) => ReactNode; minWidth?: number }) {
  return (
    <PagedBlock {...block}>
      {(items) => (
        <Table.ScrollContainer minWidth={minWidth} type="native">
          <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover classNames={{ th: classes.th }}>
            <Table.Thead>{head}</Table.Thead>
            <Table.Tbody>{items.map(row)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PagedBlock>
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
