import type { EntityManager } from '@mikro-orm/postgresql';
import type { CustomerRow } from '../../../src/admin-customers.ts';
import { csvLines, type CsvColumns } from '../common/index.ts';
import { pageOfCustomers, type CustomerFilters } from './customer-list.ts';

/** The Customers tab's list as a CSV file: every customer the filters match, newest first. */

const COLUMNS: CsvColumns<CustomerRow> = [
  ['Customer id', (row) => row.id],
  ['E-mail', (row) => row.email],
  ['Name', (row) => row.name],
  ['Client type', (row) => row.clientType],
  ['Tier', (row) => row.premiumStatus],
  ['Orders', (row) => row.orderCount],
  ['Total spent (USD)', (row) => row.totalSpent],
  ['Last order (UTC)', (row) => row.lastOrderAt],
  ['Signed up (UTC)', (row) => row.createdAt],
];

export const customersCsv = (em: EntityManager, filters: CustomerFilters, batch?: number) =>
  csvLines(COLUMNS, (below, take) => pageOfCustomers(em, filters, below, take), batch);
