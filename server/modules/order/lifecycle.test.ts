import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../../src/statuses.ts';
import { query } from '../../test/checkout-fixtures.ts';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { mayMove, PRINTIFY, transitionOrder, transitionOrderIfAllowed } from './lifecycle.ts';

/** The order lifecycle against real PostgreSQL: the allowed moves, the refused ones, the timeline. */

beforeEach(resetDatabase);

async function orderIn(status: OrderStatus): Promise<number> {
  const [row] = await query<{ id: number }>(
    `insert into orders (order_number, status, subtotal, tax, shipping, total, shipping_address)
     values ('CL-' || substr(md5(random()::text), 1, 8), ?, 100, 8, 0, 108, '{}') returning id`,
    [status],
  );
  return row!.id;
}

const statusOf = async (id: number) => (await query<{ status: string }>('select status from orders where id = ?', [id]))[0]!.status;
const eventsOf = (id: number) =>
  query('select actor_kind, actor_email, from_status, to_status, detail from order_events where order_id = ? order by id', [id]);

const inTx = async <T>(run: (tx: Parameters<typeof transitionOrder>[0]) => Promise<T>) => (await testOrm()).em.fork().transactional(run);

describe('the order lifecycle', () => {
  it('moves an order along and records who did it, with the detail', async () => {
    const id = await orderIn('paid');
    const admin = { kind: 'admin', email: 'curator@example.com' } as const;

    expect(await inTx((tx) => transitionOrder(tx, id, 'partially_refunded', admin, { amount: '10.00' }))).toBe('paid');
    expect(await inTx((tx) => transitionOrder(tx, id, 'partially_refunded', admin, { amount: '5.00' }))).toBe('partially_refunded');
    expect(await inTx((tx) => transitionOrder(tx, id, 'shipped', PRINTIFY))).toBe('partially_refunded');

    expect(await statusOf(id)).toBe('shipped');
    expect(await eventsOf(id)).toEqual([
      { actor_kind: 'admin', actor_email: 'curator@example.com', from_status: 'paid', to_status: 'partially_refunded', detail: { amount: '10.00' } },
      { actor_kind: 'admin', actor_email: 'curator@example.com', from_status: 'partially_refunded', to_status: 'partially_refunded', detail: { amount: '5.00' } },
      { actor_kind: 'printify', actor_email: null, from_status: 'partially_refunded', to_status: 'shipped', detail: null },
    ]);
  });

  it.each([
    ['pending', 'shipped', 'An order in status “Payment processing” cannot become “Shipped”.'],
    ['in_production', 'cancelled', 'An order in status “In production” cannot become “Cancelled”.'],
    ['shipped', 'paid', 'An order in status “Shipped” cannot become “Paid”.'],
    ['delivered', 'in_production', 'An order in status “Delivered” cannot become “In production”.'],
    ['cancelled', 'refunded', 'An order in status “Cancelled” cannot become “Refunded”.'],
    ['refunded', 'partially_refunded', 'An order in status “Refunded” cannot become “Partially refunded”.'],
  ] as const)('refuses %s → %s with a 409 that says why, and changes nothing', async (from, to, message) => {
    const id = await orderIn(from);
    const refused = inTx((tx) => transitionOrder(tx, id, to, { kind: 'system' }));
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ code: 'CONFLICT', message });
    expect(await statusOf(id)).toBe(from);
    expect(await eventsOf(id)).toEqual([]);
  });

  it('skips a refused move for a provider report, and says so', async () => {
    const id = await orderIn('delivered');
    expect(await inTx((tx) => transitionOrderIfAllowed(tx, id, 'shipped', PRINTIFY))).toBe(false);
    expect(await statusOf(id)).toBe('delivered');
    expect(await eventsOf(id)).toEqual([]);
  });

  it('answers a 404 for an unknown order', async () => {
    await expect(inTx((tx) => transitionOrder(tx, 999_999, 'paid', PRINTIFY))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('ends at cancelled and refunded, and never goes back to pending', () => {
    for (const to of ORDER_STATUSES) {
      expect(mayMove('cancelled', to)).toBe(false);
      expect(mayMove('refunded', to)).toBe(false);
      expect(mayMove(to, 'pending')).toBe(false);
    }
  });
});
