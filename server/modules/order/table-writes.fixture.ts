import type { EntityManager } from '@mikro-orm/postgresql';
import { shopReads } from '../common/index.ts';
import { orderSql } from './tables.ts';

/**
 * A compile-fail fixture, never run: `npm run typecheck` checks it. order/'s builder writes its own
 * tables (the plain lines must compile) and no other module's: each line that tries carries
 * @ts-expect-error, which fails the type check if the line ever compiles. So the check fails if a
 * module's builder loses its restriction, or refuses its own tables. table-owners.test.ts checks that
 * every table of another module is tried here.
 */
export function orderWrites(em: EntityManager) {
  const db = orderSql(em);
  // Its own tables: by name, under an alias, in a CTE and after one; and reads of any table.
  db.insertInto('orders');
  db.updateTable('order_items as i');
  db.deleteFrom('order_events');
  db.mergeInto('orders as o');
  db.with('moved', (cte) => cte.updateTable('orders').set({ status: 'paid' }).returning('id')).insertInto('order_events');
  db.selectFrom('products as p').innerJoin('cart_items as c', 'c.product_id', 'p.id').select('p.id');

  // Another module's tables, each once.
  // @ts-expect-error after-sale/ writes order_refunds
  db.insertInto('order_refunds');
  // @ts-expect-error after-sale/ writes order_cancellations
  db.updateTable('order_cancellations');
  // @ts-expect-error audit/ writes admin_audit
  db.deleteFrom('admin_audit');
  // @ts-expect-error auth/ writes auth_codes
  db.mergeInto('auth_codes');
  // @ts-expect-error auth/ writes temp_users
  db.insertInto('temp_users');
  // @ts-expect-error backups/ writes backup_runs
  db.deleteFrom('backup_runs');
  // @ts-expect-error cart/ writes cart_items
  db.updateTable('cart_items');
  // @ts-expect-error catalogue/ writes products
  db.deleteFrom('products');
  // @ts-expect-error catalogue/ writes categories
  db.mergeInto('categories');
  // @ts-expect-error catalogue/ writes product_categories
  db.insertInto('product_categories');
  // @ts-expect-error catalogue/ writes size_releases
  db.updateTable('size_releases');
  // @ts-expect-error catalogue/ writes category_listings
  db.deleteFrom('category_listings');
  // @ts-expect-error catalogue/ writes catalogue_revisions
  db.mergeInto('catalogue_revisions');
  // @ts-expect-error catalogue/ writes catalogue_words
  db.deleteFrom('catalogue_words');
  // @ts-expect-error catalogue/ writes product_colours
  db.deleteFrom('product_colours');
  // @ts-expect-error catalogue/ writes product_translations
  db.updateTable('product_translations');
  // @ts-expect-error catalogue/ writes category_translations
  db.insertInto('category_translations');
  // @ts-expect-error checkout/ writes checkout_snapshots
  db.insertInto('checkout_snapshots');
  // @ts-expect-error checkout/ writes reservations
  db.updateTable('reservations');
  // @ts-expect-error checkout/ writes payment_refunds
  db.deleteFrom('payment_refunds');
  // @ts-expect-error common/ writes rate_limit_counters
  db.mergeInto('rate_limit_counters');
  // @ts-expect-error contact/ writes contact_submissions
  db.insertInto('contact_submissions');
  // @ts-expect-error coupon/ writes coupons
  db.updateTable('coupons');
  // @ts-expect-error mail/ writes sent_emails
  db.deleteFrom('sent_emails');
  // @ts-expect-error premium/ writes premium_ips
  db.mergeInto('premium_ips');
  // @ts-expect-error premium/ writes premium_tiers
  db.insertInto('premium_tiers');
  // @ts-expect-error printify/ writes printify_events
  db.updateTable('printify_events');
  // @ts-expect-error printify/ writes printify_syncs
  db.deleteFrom('printify_syncs');
  // @ts-expect-error printify/ writes product_images
  db.mergeInto('product_images');
  // @ts-expect-error recommendations/ writes product_popularity
  db.insertInto('product_popularity');
  // @ts-expect-error returns/ writes return_requests
  db.updateTable('return_requests');
  // @ts-expect-error returns/ writes return_photos
  db.deleteFrom('return_photos');
  // @ts-expect-error returns/ writes return_events
  db.mergeInto('return_events');
  // @ts-expect-error session/ writes sessions
  db.insertInto('sessions');
  // @ts-expect-error share-images/ writes share_images
  db.updateTable('share_images');
  // @ts-expect-error artwork/ writes artworks
  db.updateTable('artworks');
  // @ts-expect-error artwork/ writes zoom_tiles
  db.deleteFrom('zoom_tiles');
  // @ts-expect-error user/ writes users
  db.deleteFrom('users');
  // @ts-expect-error marketing/ writes marketing_contacts
  db.deleteFrom('marketing_contacts');
  // @ts-expect-error marketing/ writes checkout_reminders
  db.insertInto('checkout_reminders');
  // @ts-expect-error wishlist/ writes wishlist_items
  db.insertInto('wishlist_items');
  // @ts-expect-error wishlist/ writes wishlist_shares
  db.updateTable('wishlist_shares');
  // @ts-expect-error wishlist/ writes wishlist_alerts
  db.mergeInto('wishlist_alerts');
  // @ts-expect-error gift-cards/ writes gift_cards
  db.updateTable('gift_cards');
  // @ts-expect-error gift-cards/ writes gift_card_entries
  db.insertInto('gift_card_entries');
  // @ts-expect-error reviews/ writes reviews
  db.updateTable('reviews');
  // @ts-expect-error reviews/ writes review_photos
  db.deleteFrom('review_photos');
  // @ts-expect-error reviews/ writes review_requests
  db.insertInto('review_requests');

  // Nor under an alias, in a CTE, or after one.
  // @ts-expect-error catalogue/ writes products
  db.updateTable('products as p');
  // @ts-expect-error catalogue/ writes products
  db.with('sold', (cte) => cte.updateTable('products').set({ inventory: 0 }).returning('id')).selectFrom('sold').select('id');
  // @ts-expect-error cart/ writes cart_items
  db.with('paid', (cte) => cte.selectFrom('orders').select('id')).deleteFrom('cart_items');

  // The shop's read view writes nothing, not even order/'s tables.
  // @ts-expect-error shopReads is read-only
  shopReads(em).insertInto('orders').values({ order_number: 'X' });
}
