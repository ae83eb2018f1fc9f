import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_SNAPSHOTS_KEPT_DAYS, SETTLED_RESERVATIONS_KEPT_DAYS } from './modules/checkout/index.ts';
import { CHECKOUT_REMINDERS_KEPT_DAYS } from './modules/marketing/index.ts';
import { SCHEDULED_PURGES } from './purges.ts';
import { resetDatabase, testOrm } from './test/database.ts';
import { testBoss } from './test/jobs.ts';
import { testServices } from './test/helpers.ts';

beforeEach(resetDatabase);

const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const execute = async (sql: string, params: unknown[] = []) => (await testOrm()).em.fork().execute(sql, params);

describe('scheduled purges', () => {
  it('are scheduled on the job queue, with the sweep of expired holds', async () => {
    await testServices();
    const schedules = (await execute('select name, cron from pgboss.schedule order by name')) as { name: string; cron: string }[];
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: 'reservations.expire', cron: '* * * * *' },
        ...SCHEDULED_PURGES.map((purge) => ({ name: `purge.${purge.name}`, cron: purge.cron })),
      ]),
    );
  });

  it('make one job of a tick whose forward is replayed, as after an instance stopped mid-forward', async () => {
    await testServices();
    const boss = await testBoss();
    const schedule = (await boss.getSchedules('reservations.expire'))[0]!;
    // What pg-boss's send-it worker does with each forward it is handed: send the schedule's request.
    const forward = () => boss.send({ name: schedule.name, data: schedule.data ?? {}, options: schedule.options ?? {} });
    await forward();
    await forward();
    expect(await execute(`select count(*)::int as jobs from pgboss.job where name = 'reservations.expire'`)).toEqual([{ jobs: 1 }]);
  });

  it('delete old checkout snapshots and settled holds, keeping what is recent or still held', async () => {
    const services = await testServices();
    const payload = JSON.stringify({ lines: [] });
    await execute(
      `insert into checkout_snapshots (id, payload, created_at) values ('old-checkout', ?::jsonb, ?), ('new-checkout', ?::jsonb, now())`,
      [payload, daysAgo(CHECKOUT_SNAPSHOTS_KEPT_DAYS + 1), payload],
    );
    await execute(
      `insert into reservations (checkout_id, owner, products, status, expires_at, settled_at) values
         ('old-checkout', 'user:1', '[]', 'ordered', ?, ?),
         ('new-checkout', 'user:2', '[]', 'expired', now(), ?)`,
      [daysAgo(CHECKOUT_SNAPSHOTS_KEPT_DAYS + 1), daysAgo(SETTLED_RESERVATIONS_KEPT_DAYS - 1), daysAgo(SETTLED_RESERVATIONS_KEPT_DAYS - 1)],
    );
    await execute(`insert into checkout_snapshots (id, payload) values ('held-checkout', ?::jsonb), ('settled-checkout', ?::jsonb)`, [payload, payload]);
    await execute(
      `insert into reservations (checkout_id, owner, products, status, expires_at, settled_at) values
         ('held-checkout', 'user:3', '[]', 'held', now() + interval '10 minutes', null),
         ('settled-checkout', 'user:4', '[]', 'released', now(), ?)`,
      [daysAgo(SETTLED_RESERVATIONS_KEPT_DAYS + 1)],
    );

    const { em } = await testOrm();
    for (const name of ['purge.checkout-snapshots', 'purge.reservations']) await services.jobs.send(em.fork(), name, {});
    expect(await services.jobs.drain()).toEqual({ completed: 2, failed: [] });

    expect(await execute('select id from checkout_snapshots order by id')).toEqual([{ id: 'held-checkout' }, { id: 'new-checkout' }, { id: 'settled-checkout' }]);
    expect(await execute('select checkout_id from reservations order by checkout_id')).toEqual([
      { checkout_id: 'held-checkout' },
      { checkout_id: 'new-checkout' },
    ]);
  });

  it('delete the kept prints of sessions that are gone, and old checkout reminders', async () => {
    const services = await testServices();
    const [product] = (await execute(`insert into products (title, price, inventory, variants) values ('Kept', 100, 1, '[]') returning id`)) as [{ id: number }];
    await execute(`insert into sessions (sid, sess, expire) values ('live-session', '{}', now() + interval '1 day')`);
    await execute(`insert into users (email) values ('keeper@example.com')`);
    await execute(
      `insert into wishlist_items (session_id, product_id) values ('live-session', ?), ('gone-session', ?);
       insert into wishlist_items (user_id, product_id) select id, ? from users where email = 'keeper@example.com'`,
      [product.id, product.id, product.id],
    );
    const reminder = (id: string, daysOld: number) =>
      execute(
        `insert into checkout_reminders (checkout_id, owner_key, cart_signature, email, locale, lines, token, sent_at) values (?, ?, ?, 'a@example.com', 'en', '[]', ?, ?)`,
        [id, `session:${id}`, id.padEnd(64, '0'), id.padEnd(22, 'x'), daysAgo(daysOld)],
      );
    await reminder('old', CHECKOUT_REMINDERS_KEPT_DAYS + 1);
    await reminder('new', CHECKOUT_REMINDERS_KEPT_DAYS - 1);

    const { em } = await testOrm();
    for (const name of ['purge.guest-wishlists', 'purge.checkout-reminders']) await services.jobs.send(em.fork(), name, {});
    expect(await services.jobs.drain()).toEqual({ completed: 2, failed: [] });

    expect(await execute('select session_id, user_id is not null as account from wishlist_items order by session_id nulls last')).toEqual([
      { session_id: 'live-session', account: false },
      { session_id: null, account: true },
    ]);
    expect(await execute('select checkout_id from checkout_reminders')).toEqual([{ checkout_id: 'new' }]);
  });
});
