import { AdminListInput } from '../../../src/orders.ts';
import { listRefunds } from '../../modules/refund/payment-refunds.ts';
import { adminProcedure, router } from '../init.ts';

export const adminRouter = router({
  /** Headline figures for the dashboard. */
  stats: adminProcedure.query(async ({ ctx }) => {
    const rows = await ctx.em.getConnection().execute<{ products: number; customers: number; orders: number }[]>(
      `select (select count(*)::int from products) as products,
              (select count(*)::int from users) as customers,
              (select count(*)::int from orders) as orders`,
    );
    return rows[0] ?? { products: 0, customers: 0, orders: 0 };
  }),
  /** Payments that could not become orders (their stock went to someone else) and their refunds, newest first. */
  refunds: adminProcedure.input(AdminListInput.optional()).query(({ ctx, input }) => listRefunds(ctx.em, input?.limit ?? 100)),
});
