import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminOrderRow } from '../../../src/admin-orders.ts';
import { csvLines, type CsvColumns } from '../common/index.ts';
import { pageOfOrders, type Filters } from './order-list.ts';

/** The Orders tab's list as a CSV file: every order the filters match, newest first (common/csv.ts). */

const COLUMNS: CsvColumns<AdminOrderRow> = [
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

export const ordersCsv = (em: EntityManager, filters: Filters, now: Date, batch?: number): AsyncGenerator<string> =>
  csvLines(COLUMNS, (below, take) => pageOfOrders(em, filters, now, below, take), batch);
