import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminOrderRow } from '../../../src/admin-orders.ts';
import { pageOfOrders, type Filters } from './order-list.ts';

/**
 * The Orders tab's list as a CSV file for a spreadsheet: every order the filters match, newest first,
 * read a batch at a time (the list's own statement, walking down the primary key), so memory stays
 * flat however many orders there are.
 */

const COLUMNS: readonly [heading: string, cell: (row: AdminOrderRow) => string | number | boolean | null][] = [
  ['Order number', (row) => row.orderNumber],
  ['Placed (UTC)', (row) => row.createdAt],
  ['E-mail', (row) => row.email],
  ['Customer', (row) => row.customerName],
  ['Guest', (row) => row.guest],
  ['Prints', (row) => row.itemCount],
  ['Total (USD)', (row) => row.total],
  ['Paid in', (row) => row.currency],
  ['Status', (row) => row.status],
  ['Refunded (USD)', (row) => row.amountRefunded],
  ['Tier', (row) => row.premiumStatus],
];

/** Orders read per statement. */
const EXPORT_BATCH = 1000;

/**
 * One cell. Text a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a carriage
 * return: a customer's name is theirs to choose) is led by an apostrophe, which shows it as text; a
 * cell with a comma, quote or line break is quoted (RFC 4180).
 */
function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

const line = (cells: readonly (string | number | boolean | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The file, line by line: the headings, then each matching order. */
export async function* ordersCsv(em: EntityManager, filters: Filters, batch = EXPORT_BATCH): AsyncGenerator<string> {
  yield line(COLUMNS.map(([heading]) => heading));
  for (let below: number | undefined; ; ) {
    const rows = await pageOfOrders(em, filters, below, batch);
    if (rows.length > 0) yield rows.map((row) => line(COLUMNS.map(([, cell]) => cell(row)))).join('');
    if (rows.length < batch) return;
    below = rows.at(-1)!.id;
  }
}
