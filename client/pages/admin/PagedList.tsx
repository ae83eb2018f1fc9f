import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Button, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/LoadError/LoadError.tsx';
import { Loading, TableHead, type Column } from './AdminList.tsx';
import classes from './AdminList.module.css';

/**
 * The one way a back-office list is paged: the rows tRPC's infinite query (with `pagedList`) has
 * loaded so far, "Showing n of total", Load more, and what an empty list says. The server searches
 * and pages, so a list stays as fast with 50,000 rows as with 50.
 */

/** What a paged list needs of its infinite query. */
interface PagedQuery<Item> {
  data?: { pages: { items: Item[]; total: number }[] };
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export const itemsOf = <Item,>(list: PagedQuery<Item>): Item[] => list.data?.pages.flatMap((page) => page.items) ?? [];

export interface PagedListProps<Item> {
  list: PagedQuery<Item>;
  /** What the rows are, one and many: ['order', 'orders']. */
  noun: readonly [one: string, many: string];
  /** The filters the list was asked with: with any set, an empty list is "No order matches." */
  filters?: Record<string, unknown>;
  /** What an empty list says with no filter set; "No orders yet." unless given. */
  empty?: string;
  /** What an empty list says with a filter set; "No order matches." unless given. */
  noMatch?: string;
}

export function PagedList<Item>({ list, noun: [one, many], filters = {}, empty = `No ${many} yet.`, noMatch = `No ${one} matches.`, children }: PagedListProps<Item> & { children: (items: Item[]) => ReactNode }) {
  if (list.isPending) return <Loading what={many} />;
  if (list.isError) return <LoadError what={`the ${many}`} onRetry={() => void list.refetch()} />;
  const items = itemsOf(list);
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    // The last answer stays, faded and marked busy for screen readers, while the filters' own loads.
    <div className={classes.tableBlock} data-stale={list.isPlaceholderData || undefined} aria-busy={list.isPlaceholderData || undefined}>
      {items.length === 0 ? <p className={classes.empty}>{filtered ? noMatch : empty}</p> : children(items)}
      <div className={classes.footer}>
        <p className={classes.count} aria-live="polite">
          {items.length === 0 ? '' : `Showing ${items.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${many}`}
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

/** A PagedList as a table: `columns` head it, `row` draws each item. */
export function PagedTable<Item>({ columns, row, minWidth = 760, ...list }: PagedListProps<Item> & { columns: readonly Column[]; row: (item: Item) => ReactNode; minWidth?: number }) {
  return (
    <PagedList {...list}>
      {(items) => (
        <Table.ScrollContainer minWidth={minWidth} type="native">
          <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover classNames={{ th: classes.th }}>
            <TableHead columns={columns} />
            <Table.Tbody>{items.map(row)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PagedList>
  );
}
