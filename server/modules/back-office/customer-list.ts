import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { CustomerExportInput, CustomerListInput, CustomerRow } from '../../../src/admin-customers.ts';
import type { ClientType } from '../../../src/client-types.ts';
import type { Page } from '../../../src/paging.ts';
import type { PremiumStatus } from '../../../src/statuses.ts';
import { countOf, idPageOf, likeContaining, shopReads } from '../common/index.ts';
import { USER_SEARCH_TEXT } from '../user/index.ts';

/**
 * The Customers tab's list: every account, newest first (by id), found by part of the e-mail or
 * name (the users' trigram index), client type and tier. Orders and total spent are the account's
 * own running figures (user/users.ts); the last order is read per row through orders (user_id,
 * created_at), one index probe each.
 */

export type CustomerFilters = z.output<typeof CustomerExportInput>;

/** A plain string: the trigram index serves only this exact expression. */
const searchText = sql.raw<string>(USER_SEARCH_TEXT);

function customersMatching(em: EntityManager, { q, clientType, tier }: CustomerFilters) {
  return shopReads(em)
    .selectFrom('users as u')
    .$if(q !== undefined, (query) => query.where(searchText, 'like', sql<string>`lower(${likeContaining(q!)})`))
    .$if(clientType !== undefined, (query) => query.where('u.client_type', '=', clientType!))
    .$if(tier !== undefined, (query) => query.where('u.premium_status', '=', tier!));
}

/** `take` customers newest first, below the id `below` when given. */
export async function pageOfCustomers(em: EntityManager, filters: CustomerFilters, below: number | undefined, take: number): Promise<CustomerRow[]> {
  const rows = await customersMatching(em, filters)
    .select((eb) => [
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.client_type',
      'u.premium_status',
      'u.order_count',
      'u.total_spent',
      'u.created_at',
      eb.selectFrom('orders as o').select((orders) => orders.fn.max('o.created_at').as('at')).whereRef('o.user_id', '=', 'u.id').as('last_order_at'),
    ])
    .$if(below !== undefined, (query) => query.where('u.id', '<', below!))
    .orderBy('u.id', 'desc')
    .limit(take)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    // The columns' check constraints keep them inside their lists.
    clientType: row.client_type as ClientType | null,
    premiumStatus: row.premium_status as PremiumStatus,
    orderCount: row.order_count,
    totalSpent: row.total_spent,
    lastOrderAt: row.last_order_at === null ? null : new Date(row.last_order_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function listCustomers(em: EntityManager, input: z.output<typeof CustomerListInput>): Promise<Page<CustomerRow>> {
  const { cursor, limit, direction: _forward, ...filters } = input;
  return idPageOf(
    { cursor, limit },
    (below, take) => pageOfCustomers(em, filters, below, take),
    () => countOf(customersMatching(em, filters)),
  );
}
