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
});
