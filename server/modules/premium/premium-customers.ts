import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Page } from '../../../src/paging.ts';
import type { AdminCustomer, PremiumCustomerListInput, SetPremiumStatusInput } from '../../../src/admin.ts';
import type { PremiumStatus } from '../../../src/statuses.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { countOf, idPageOf, likeContaining, type Columns } from '../common/index.ts';
import { setPremiumTier, USER_SEARCH_TEXT } from '../user/index.ts';
import { premiumSql } from './tables.ts';

/**
 * The Premium Customers tab (spec sections 2, 3 and 5): every customer, newest first, searchable by
 * e-mail or name, so that an admin can find one among 50,000 and give them a tier.
 */

export const CUSTOMER_NOT_FOUND = 'There is no customer with that id.';

const COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'premium_status',
  'premium_since',
  'vip_notes',
  'total_spent',
  'order_count',
  'created_at',
] as const;

/** A plain string rather than a builder: the trigram index (user.entity.ts) serves only this exact expression. */
const searchText = sql.raw<string>(USER_SEARCH_TEXT);

function customersMatching(em: EntityManager, { search, tier }: { search?: string; tier?: PremiumStatus }) {
  let query = premiumSql(em).selectFrom('users');
  if (search) query = query.where(searchText, 'like', sql<string>`lower(${likeContaining(search)})`);
  if (tier) query = query.where('premium_status', '=', tier);
  return query;
}

type CustomerRow = Pick<Selectable<Columns<'users'>>, (typeof COLUMNS)[number]>;

const toAdminCustomer = (row: CustomerRow): AdminCustomer => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  // The column's check constraint keeps it to the statuses.
  premiumStatus: row.premium_status as PremiumStatus,
  premiumSince: row.premium_since === null ? null : new Date(row.premium_since).toISOString(),
  vipNotes: row.vip_notes,
  totalSpent: row.total_spent,
  orderCount: row.order_count,
  createdAt: new Date(row.created_at).toISOString(),
});

/** One page, newest first; `tier` keeps only the customers in it. */
export async function listPremiumCustomers(
  em: EntityManager,
  { search, tier, cursor, limit }: z.output<typeof PremiumCustomerListInput>,
): Promise<Page<AdminCustomer>> {
  const matching = customersMatching(em, { search, tier });
  return idPageOf(
    { cursor, limit },
    async (below, take) =>
      (
        await matching
          .select(COLUMNS)
          .$if(below !== undefined, (query) => query.where('id', '<', below!))
          .orderBy('id', 'desc')
          .limit(take)
          .execute()
      ).map(toAdminCustomer),
    () => countOf(matching),
  );
}

/** What the audit trail keeps of a customer's tier. */
const tierOf = (customer: AdminCustomer) => ({ premiumStatus: customer.premiumStatus, premiumSince: customer.premiumSince, vipNotes: customer.vipNotes });

const readCustomer = async (em: EntityManager, userId: number) => {
  const row = await premiumSql(em).selectFrom('users').select(COLUMNS).where('id', '=', userId).executeTakeFirst();
  return row && toAdminCustomer(row);
};

/**
 * Gives a customer a tier (or takes it away) with the VIP notes (user/users.ts says how premiumSince
 * and the notes change), audited, and answers the customer as listed; 404 for an unknown customer.
 */
export async function setPremiumStatus(
  em: EntityManager,
  now: Date,
  { userId, status, notes }: z.output<typeof SetPremiumStatusInput>,
  actor: AuditActor,
): Promise<AdminCustomer> {
  return em.fork().transactional(async (tx) => {
    const before = await readCustomer(tx, userId);
    if (!before || !(await setPremiumTier(tx, userId, { status, notes, now }))) throw new DomainError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    const after = (await readCustomer(tx, userId))!;
    await recordAudit(tx, { actor, action: 'customer.set_tier', target: { type: 'customer', id: userId }, before: tierOf(before), after: tierOf(after) });
    return after;
  });
}
