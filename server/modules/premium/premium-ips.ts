import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Page } from '../../../src/paging.ts';
import type { AddPremiumIpInput, AdminPremiumIp, PremiumIpListInput } from '../../../src/admin.ts';
import type { PremiumStatus } from '../../../src/statuses.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { countOf, idPageOf, likeContaining } from '../common/index.ts';
import { CUSTOMER_NOT_FOUND } from './premium-customers.ts';
import { premiumSql } from './tables.ts';

/**
 * The VPN Whitelist tab (spec sections 2, 3 and 5): addresses of premium customers that the location
 * gate lets through (vpn-whitelist.ts reads them on every check, so a change holds at once).
 */

export const ENTRY_NOT_FOUND = 'There is no whitelist entry with that id.';

const entries = (em: EntityManager) => premiumSql(em).selectFrom('premium_ips as ip').innerJoin('users as u', 'u.id', 'ip.user_id');

async function readEntries(em: EntityManager, where: (query: ReturnType<typeof entries>) => ReturnType<typeof entries>, limit: number) {
  const rows = await where(entries(em))
    .select([
      'ip.id',
      'ip.user_id',
      'u.email',
      'u.premium_status',
      'ip.ip_address',
      'ip.ip_range',
      'ip.vpn_provider',
      'ip.reason',
      'ip.is_active',
      'ip.created_at',
    ])
    .orderBy('ip.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row): AdminPremiumIp => ({
    id: row.id,
    userId: row.user_id,
    userEmail: row.email,
    // The column's check constraint keeps it to the statuses.
    userPremiumStatus: row.premium_status as PremiumStatus,
    ipAddress: row.ip_address,
    ipRange: row.ip_range,
    vpnProvider: row.vpn_provider,
    reason: row.reason,
    isActive: row.is_active,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** One page, newest first; the search matches a substring of the address, the range or the customer's e-mail. */
export async function listPremiumIps(
  em: EntityManager,
  { search, cursor, limit }: z.output<typeof PremiumIpListInput>,
): Promise<Page<AdminPremiumIp>> {
  const matching = (query: ReturnType<typeof entries>) => {
    if (!search) return query;
    const pattern = likeContaining(search.toLowerCase());
    return query.where((eb) =>
      eb.or([eb('ip.ip_address', 'like', pattern), eb('ip.ip_range', 'like', pattern), eb(eb.fn('lower', ['u.email']), 'like', pattern)]),
    );
  };
  return idPageOf(
    { cursor, limit },
    (below, take) => readEntries(em, (query) => matching(below === undefined ? query : query.where('ip.id', '<', below)), take),
    () => countOf(matching(entries(em))),
  );
}

/** What the audit trail keeps of an entry: the address and whom it lets through. */
const entryOf = ({ userId, userEmail, ipAddress, ipRange, vpnProvider, reason, isActive }: AdminPremiumIp) => ({
  userId,
  userEmail,
  ipAddress,
  ipRange,
  vpnProvider,
  reason,
  isActive,
});

const readEntry = async (em: EntityManager, id: number) => (await readEntries(em, (query) => query.where('ip.id', '=', id), 1))[0];

/** Whitelists an address (and range) for a customer, audited; 404 for an unknown customer. */
export async function addPremiumIp(em: EntityManager, input: z.output<typeof AddPremiumIpInput>, actor: AuditActor): Promise<AdminPremiumIp> {
  return em.fork().transactional(async (tx) => {
    const db = premiumSql(tx);
    const customer = await db.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst();
    if (!customer) throw new DomainError('NOT_FOUND', CUSTOMER_NOT_FOUND);
    const now = new Date();
    const added = await db
      .insertInto('premium_ips')
      .values({
        user_id: customer.id,
        ip_address: input.ipAddress,
        ip_range: input.ipRange ?? null,
        vpn_provider: input.vpnProvider ?? null,
        reason: input.reason ?? null,
        is_active: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = (await readEntry(tx, added.id))!;
    await recordAudit(tx, { actor, action: 'whitelist.add', target: { type: 'whitelist_entry', id: entry.id }, before: null, after: entryOf(entry) });
    return entry;
  });
}

/** Takes an entry off the whitelist, audited: that address is blocked again on its next check; 404 when already gone. */
export async function removePremiumIp(em: EntityManager, id: number, actor: AuditActor): Promise<{ id: number }> {
  return em.fork().transactional(async (tx) => {
    const entry = await readEntry(tx, id);
    const removed = entry && (await premiumSql(tx).deleteFrom('premium_ips').where('id', '=', id).returning('id').executeTakeFirst());
    if (!entry || !removed) throw new DomainError('NOT_FOUND', ENTRY_NOT_FOUND);
    await recordAudit(tx, { actor, action: 'whitelist.remove', target: { type: 'whitelist_entry', id }, before: entryOf(entry), after: null });
    return removed;
  });
}
