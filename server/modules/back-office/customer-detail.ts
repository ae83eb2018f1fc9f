import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { CUSTOMER_DETAIL_ROWS, type CustomerDetail } from '../../../src/admin-customers.ts';
import type { ContactStatus, OrderStatus, ReturnStatus } from '../../../src/statuses.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { shopReads } from '../common/index.ts';
import { CUSTOMER_NOT_FOUND } from '../premium/index.ts';
import { pageOfCustomers } from './customer-list.ts';

/**
 * One customer as the back office reads them: the profile with their tier and VIP notes, their
 * orders and the returns on them, the messages sent through /contact from their address (a message
 * has no account, so the address links them), and their whitelisted VPN addresses.
 */

const iso = (at: Date | string) => new Date(at).toISOString();

export async function adminCustomerDetail(em: EntityManager, id: number): Promise<CustomerDetail> {
  const db = shopReads(em);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'phone', 'premium_since', 'vip_notes'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) throw new DomainError('NOT_FOUND', CUSTOMER_NOT_FOUND);

  const [[row], orders, returns, messages, whitelist] = await Promise.all([
    // The row as the list shows it, below the id just above this one.
    pageOfCustomers(em, { q: undefined }, id + 1, 1),
    db
      .selectFrom('orders as o')
      .select((eb) => [
        'o.order_number',
        'o.created_at',
        'o.status',
        'o.total',
        'o.amount_refunded',
        eb.fn<string>('trim', ['o.currency']).as('currency'),
        eb
          .cast<number>(
            eb.fn.coalesce(eb.selectFrom('order_items as i').select((items) => items.fn.sum('i.quantity').as('n')).whereRef('i.order_id', '=', 'o.id'), eb.lit(0)),
            'integer',
          )
          .as('item_count'),
      ])
      .where('o.user_id', '=', id)
      .orderBy('o.created_at', 'desc')
      .limit(CUSTOMER_DETAIL_ROWS)
      .execute(),
    db
      .selectFrom('return_requests as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['r.id', 'o.order_number', 'p.title', 'r.reason', 'r.status', 'r.created_at'])
      .where('o.user_id', '=', id)
      .orderBy('r.id', 'desc')
      .limit(CUSTOMER_DETAIL_ROWS)
      .execute(),
    db
      .selectFrom('contact_submissions as c')
      .select(['c.id', 'c.subject', 'c.message', 'c.status', 'c.created_at'])
      // The index on lower(email) serves exactly this expression; account e-mails are stored lower-cased.
      .where(sql<string>`lower(${sql.ref('c.email')})`, '=', user.email)
      .orderBy('c.id', 'desc')
      .limit(CUSTOMER_DETAIL_ROWS)
      .execute(),
    db
      .selectFrom('premium_ips')
      .select(['id', 'ip_address', 'ip_range', 'vpn_provider', 'reason', 'is_active', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('id', 'desc')
      .execute(),
  ]);

  return {
    profile: {
      ...row!,
      firstName: user.first_name,
      lastName: user.last_name,
      phone: user.phone,
      premiumSince: user.premium_since === null ? null : iso(user.premium_since),
      vipNotes: user.vip_notes,
    },
    orders: orders.map((order) => ({
      orderNumber: order.order_number,
      createdAt: iso(order.created_at),
      // The columns' check constraints keep the statuses inside their lists.
      status: order.status as OrderStatus,
      itemCount: order.item_count,
      total: order.total,
      amountRefunded: order.amount_refunded,
      currency: order.currency,
    })),
    returns: returns.map((request) => ({
      id: request.id,
      orderNumber: request.order_number,
      title: request.title,
      reason: request.reason,
      status: request.status as ReturnStatus,
      createdAt: iso(request.created_at),
    })),
    contactMessages: messages.map((message) => ({
      id: message.id,
      subject: message.subject,
      message: message.message,
      status: message.status as ContactStatus,
      createdAt: iso(message.created_at),
    })),
    whitelist: whitelist.map((entry) => ({
      id: entry.id,
      ipAddress: entry.ip_address,
      ipRange: entry.ip_range,
      vpnProvider: entry.vpn_provider,
      reason: entry.reason,
      isActive: entry.is_active,
      createdAt: iso(entry.created_at),
    })),
  };
}
