import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDatabase, testOrm } from '../../test/database.ts';
import { callerFor, createProduct, createUser, testClock, testServices } from '../../test/helpers.ts';
import { decodeQuotedPrintable, testMailbox, type TestMailbox } from '../../test/mailbox.ts';
import type { Services } from '../request-scope.ts';
import type { User } from '../user/index.ts';
import { sendWishlistAlerts } from './wishlist-alerts.ts';

let clock: ReturnType<typeof testClock>;
let services: Services;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await testMailbox();
});
beforeEach(async () => {
  await resetDatabase();
  // A minute ahead of the database's own clock, which stamps the prints kept: the shop's clock decides what is news.
  clock = testClock(new Date(Date.now() + 60_000));
  services = await testServices({ clock });
});

const DAY = 24 * 3600 * 1000;
const SIZE_24 = { id: '24x16', size: '24"x16"', price: '120.00', isDefault: true, mockupImages: [], dimensions: null };
const SIZE_36 = { id: '36x24', size: '36"x24"', price: '189.50', isDefault: false, mockupImages: [], dimensions: null };

const execute = async (sql: string, values: unknown[] = []) => (await testOrm()).em.fork().execute(sql, values);

/** A customer who ordered to `country` before (so the shop knows where they are) and keeps a print. */
async function keeper(email: string, country = 'US'): Promise<{ user: User; productId: number }> {
  const user = await createUser({ email });
  const product = await createProduct({ title: 'Harbour at Dusk', variants: [SIZE_24] });
  await execute(
    `insert into orders (order_number, user_id, status, subtotal, tax, shipping, total, customer_country, shipping_address)
     values (?, ?, 'delivered', 120, 0, 0, 120, ?, '{}'::jsonb)`,
    [`CL-${String(user.id).padStart(8, '0')}-AAAAAA`, user.id, country],
  );
  await (await callerFor(user, { services })).wishlist.add({ productId: product.id });
  return { user, productId: product.id };
}

async function sweep() {
  const sent = await sendWishlistAlerts((await testOrm()).em.fork(), services);
  await services.jobs.drain();
  return sent;
}

const alertsTo = (email: string) => mailbox.sentTo(email).map((mail) => decodeQuotedPrintable(mail.raw)).filter((raw) => raw.includes('News from your wishlist'));

/** A coupon for everyone, made now on the shop's clock. */
const publicCoupon = (code: string) =>
  execute(`insert into coupons (code, discount_type, discount_value, expires_at, is_active, created_at) values (?, 'percentage', 15, now() + interval '30 days', true, ?)`, [code, clock()]);

describe('the wishlist alert', () => {
  it('tells of a new size of a kept print, once, with one-click unsubscribe headers', async () => {
    const { productId } = await keeper('sizes@example.com');
    expect(await sweep()).toBe(0);
    await execute('update products set variants = ?::jsonb where id = ?', [JSON.stringify([SIZE_24, SIZE_36]), productId]);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const [mail] = alertsTo('sizes@example.com');
    expect(mail).toContain('Harbour at Dusk: now also in 36"x24"');
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail).toContain('http://shop.test/account/wishlist');
    // The size told of is seen: a week later, with nothing new, nothing goes.
    clock.advance(8 * DAY);
    expect(await sweep()).toBe(0);
  });

  it('tells of a coupon made for everyone, not of one made for one customer, and at most once a week', async () => {
    await keeper('sale@example.com');
    await execute(`insert into coupons (code, discount_type, discount_value, expires_at, customer_id) values ('JUSTYOU', 'fixed', 10, now() + interval '30 days', (select id from users limit 1))`);
    expect(await sweep()).toBe(0);
    await publicCoupon('SPRING15');
    expect(await sweep()).toBe(1);
    expect(alertsTo('sale@example.com')[0]).toContain('Every print is on sale: code SPRING15 takes 15% off until');

    clock.advance(1000);
    await publicCoupon('SUMMER15');
    clock.advance(6 * DAY);
    expect(await sweep()).toBe(0);
    clock.advance(2 * DAY);
    expect(await sweep()).toBe(1);
    expect(alertsTo('sale@example.com')).toHaveLength(2);
    expect(alertsTo('sale@example.com')[1]).toContain('SUMMER15');
    expect(alertsTo('sale@example.com')[1]).not.toContain('SPRING15');
  });

  it('goes only where marketing e-mail may: not after an unsubscribe, not to Germany without a yes', async () => {
    await keeper('unsubscribed@example.com');
    await keeper('ohne-ja@example.de', 'DE');
    const { user } = await keeper('mit-ja@example.de', 'DE');
    await execute("insert into marketing_contacts (email, token, unsubscribed_at) values ('unsubscribed@example.com', 'UUUUUUUUUUUUUUUUUUUUUU', now())");
    await execute("insert into marketing_contacts (email, token, consented_at) values (?, 'YYYYYYYYYYYYYYYYYYYYYY', now())", [user.email]);
    await publicCoupon('WINTER10');
    expect(await sweep()).toBe(1);
    expect(alertsTo('mit-ja@example.de')).toHaveLength(1);
    expect(alertsTo('ohne-ja@example.de')).toHaveLength(0);
    expect(alertsTo('unsubscribed@example.com')).toHaveLength(0);
  });
});
