import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import config from '../mikro-orm.config.ts';
import { databaseUrls, testOrm } from './test/database.ts';
import { workerDatabase } from './test/database-names.ts';

const SPEC_TABLES = [
  'admin_audit',
  'artworks',
  'auth_codes',
  'backup_runs',
  'cart_items',
  'catalogue_revisions',
  'catalogue_words',
  'categories',
  'category_listings',
  'category_translations',
  'checkout_reminders',
  'checkout_snapshots',
  'contact_submissions',
  'coupons',
  'gift_card_entries',
  'gift_cards',
  'marketing_contacts',
  'order_cancellations',
  'order_events',
  'order_items',
  'order_refunds',
  'orders',
  'payment_refunds',
  'premium_ips',
  'premium_tiers',
  'printify_events',
  'printify_syncs',
  'product_categories',
  'product_colours',
  'product_images',
  'product_popularity',
  'product_translations',
  'products',
  'rate_limit_counters',
  'reservations',
  'return_events',
  'return_photos',
  'return_requests',
  'review_photos',
  'review_requests',
  'reviews',
  'sent_emails',
  'sessions',
  'share_images',
  'size_releases',
  'temp_users',
  'users',
  'wishlist_alerts',
  'wishlist_items',
  'wishlist_shares',
  'zoom_tiles',
];

describe('migrations', () => {
  it('create the thirteen tables of the spec, the checkout bookkeeping (snapshots, holds, refunds, sent mail), the order timelines, refunds and cancellations, the premium tier table, the released print sizes, return photos and decisions, the Printify syncs, events and pictures, the rate-limit counters, the catalogue listings and revision, the catalogue\'s translations, the recommendations\' sales counts, the back office\'s audit trail, the nightly backups\' log, the wishlists, and marketing e-mail\'s consents and checkout reminders', async () => {
    const { em } = await testOrm();
    const rows = await em
      .getConnection()
      .execute<{ tablename: string }[]>(
        "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by 1",
      );
    expect(rows.map((row) => row.tablename)).toEqual(SPEC_TABLES);
  });

  it('are all applied and match the entities exactly', async () => {
    expect(await (await testOrm()).migrator.getPending()).toEqual([]);
    // As the tables' owner: information_schema shows a table's checks to its owner only, not to the app's role.
    const owner = await MikroORM.init({ ...config, clientUrl: databaseUrls(workerDatabase()).ownerUrl, pool: { min: 0, max: 1 } });
    try {
      // A non-empty diff means an entity changed without a migration: run `npm run db:migration:create`.
      const diff = await owner.schema.getUpdateSchemaSQL({ wrap: false });
      expect(diff.trim()).toBe('');
    } finally {
      await owner.close();
    }
  });

  it('let the database enforce the rules that must hold under concurrency', async () => {
    const { em } = await testOrm();
    const constraints = await em
      .getConnection()
      .execute<{ conname: string }[]>("select conname from pg_constraint where contype in ('c', 'u')");
    const names = constraints.map((row) => row.conname);
    expect(names).toEqual(
      expect.arrayContaining([
        'products_inventory_check',
        'products_reserved_check',
        'coupons_reserved_uses_check',
        'payment_refunds_payment_intent_id_unique',
        'coupons_current_uses_check',
        'orders_payment_intent_id_unique',
        'orders_order_number_unique',
        'users_email_unique',
        'cart_items_quantity_check',
      ]),
    );
  });

  it('keep the audit trail append-only by a trigger before UPDATE, DELETE and TRUNCATE (audit/audit.test.ts shows each refused)', async () => {
    const { em } = await testOrm();
    const triggers = await em
      .getConnection()
      .execute<{ tgname: string }[]>("select tgname from pg_trigger where tgrelid = 'admin_audit'::regclass and not tgisinternal");
    expect(triggers).toEqual([{ tgname: 'admin_audit_append_only' }]);
  });
});
