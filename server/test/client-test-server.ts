import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { provideShopFixtures } from '../../client/test-utils/shop-fixtures.ts';
import { TEST_COUNTRY_HEADER } from '../../client/test-utils/visitor-country.ts';
import { sizeLabel } from '../../src/size-chart.ts';
import { CategorySchema } from '../modules/catalogue/category.entity.ts';
import { CouponSchema } from '../modules/coupon/coupon.entity.ts';
import { resetDatabase, testOrm } from './database.ts';
import { createProduct, createUser, testApp } from './helpers.ts';
import { testMailbox } from './mailbox.ts';
import { guestOrder, multipartBody, photoOf } from './return-fixtures.ts';

/**
 * Setup file of the client test project: for each test file, the app built by testApp() on the worker's
 * test database, listening on a free loopback port. The page (happy-dom) moves to its origin, so the
 * client's own tRPC client reaches it at /trpc with the page's cookies, as in a browser. Each test starts
 * on an empty database, so the page's old session cookie names no session any more. Visitors are from
 * the shop's home country (a loopback address), unless a test names another (visitFrom, TEST_COUNTRY_HEADER).
 */
let app: Awaited<ReturnType<typeof testApp>> | undefined;

beforeAll(async () => {
  app = await testApp({ config: { GEO_COUNTRY_HEADER: TEST_COUNTRY_HEADER } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}`);
});
afterAll(() => app?.close());
beforeEach(resetDatabase);

const rowsOf = async <Row>(sql: string) => (await testOrm()).em.getConnection().execute<Row[]>(sql);

provideShopFixtures({
  createProduct: ({ title, price, sizes = [{ size: '24x16', price }] }) =>
    createProduct({
      title,
      price,
      variants: sizes.map(({ size, price: sizePrice }, index) => ({
        id: size,
        size: sizeLabel(size),
        price: sizePrice,
        isDefault: index === 0,
        mockupImages: [],
        dimensions: null,
      })),
    }),
  async createCategory(category) {
    const em = (await testOrm()).em.fork();
    em.create(CategorySchema, category);
    await em.flush();
  },
  async createCoupon(coupon) {
    const em = (await testOrm()).em.fork();
    em.create(CouponSchema, { expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000), ...coupon });
    await em.flush();
  },
  async createCustomer(profile) {
    await createUser(profile);
  },
  async markDelivered(orderNumber, deliveredAt) {
    const connection = (await testOrm()).em.getConnection();
    await connection.execute(`update orders set status = 'delivered', delivered_at = ? where order_number = ?`, [deliveredAt, orderNumber]);
  },
  async createReturn({ email, reason }) {
    const order = await guestOrder(app!, email);
    const fields = { orderNumber: order.orderNumber, customerEmail: email, orderItemId: String(order.items[0]!.id), reason };
    const sent = await app!.inject({ method: 'POST', url: '/api/returns/request', ...(await multipartBody(fields, [await photoOf('jpeg')])) });
    if (sent.statusCode !== 201) throw new Error(`the return request failed: ${sent.body}`);
    return { id: sent.json().id as number, orderNumber: order.orderNumber };
  },
  async createApprovedReview({ email, rating, title, text }) {
    const order = await guestOrder(app!, email);
    const connection = (await testOrm()).em.getConnection();
    await connection.execute(`update orders set status = 'delivered', delivered_at = now() where id = ?`, [order.id]);
    const fields = { orderNumber: order.orderNumber, email, orderItemId: String(order.items[0]!.id), rating: String(rating), title, text };
    const sent = await app!.inject({ method: 'POST', url: '/api/reviews', ...(await multipartBody(fields, [await photoOf('jpeg')])) });
    if (sent.statusCode !== 201) throw new Error(`the review failed: ${sent.body}`);
    await connection.execute(`update reviews set status = 'approved' where id = ?`, [sent.json().id]);
    return { productId: order.items[0]!.productId };
  },
  nextCode: async (email) => (await testMailbox()).nextCode(email),
  storedOrders: () =>
    rowsOf<{ guest_email: string | null; total: string; billing_address: Record<string, string> }>(
      'select guest_email, total, billing_address from orders order by id',
    ),
  storedContactMessages: () =>
    rowsOf<{ name: string; email: string; phone: string | null; subject: string; message: string; status: string }>(
      'select name, email, phone, subject, message, status from contact_submissions order by id',
    ),
});
