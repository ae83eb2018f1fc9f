import type { EntityManager } from '@mikro-orm/postgresql';
import { BlockList } from 'node:net';
import { parseAddress } from '../../integrations/geo.ts';
import { premiumSql } from './tables.ts';

/**
 * Whether the address is one of the premium customer's active whitelisted VPN addresses or inside
 * one of their ranges. Matched here rather than in SQL: the columns are free text typed by an admin, and
 * one malformed entry must not fail the check for the others.
 */
export async function isWhitelistedAddress(em: EntityManager, userId: number, ip: string): Promise<boolean> {
  const client = parseAddress(ip);
  if (!client) return false;
  // Only while the customer is premium: taking the tier away closes their entries too.
  const rows = await premiumSql(em)
    .selectFrom('premium_ips as ip')
    .innerJoin('users as u', 'u.id', 'ip.user_id')
    .select(['ip.ip_address', 'ip.ip_range'])
    .where('ip.user_id', '=', userId)
    .where('ip.is_active', '=', true)
    .where('u.premium_status', '!=', 'none')
    .execute();
  const allowed = new BlockList();
  for (const row of rows) {
    const address = parseAddress(row.ip_address);
    if (address) allowed.addAddress(address.address, address.family);
    if (row.ip_range) addRange(allowed, row.ip_range);
  }
  return allowed.check(client.address, client.family);
}

function addRange(list: BlockList, cidr: string): void {
  const [network = '', prefix] = cidr.trim().split('/');
  const address = parseAddress(network);
  const bits = Number(prefix);
  const maxBits = address?.family === 'ipv4' ? 32 : 128;
  if (address && /^\d{1,3}$/.test(prefix ?? '') && bits <= maxBits) list.addSubnet(address.address, bits, address.family);
}
