import type { EntityManager } from '@mikro-orm/postgresql';
import type { ModuleSql, ShopDatabase } from './typed-sql.ts';

/**
 * Which module writes each table: the README's Layout table, as the types hold it. A module writes
 * with the builder sqlFor(its name) gives it (typed-sql.ts), whose insertInto, updateTable, deleteFrom
 * and mergeInto take only the tables listed under its name here, so a write to another module's table
 * fails `npm run typecheck`; it calls the owner's door instead. Every table has exactly one writer
 * (table-owners.test.ts checks this, and that the README's table says the same). Modules not listed
 * (back-office, location, pricing, sanctions) write nothing: they read through shopReads.
 */
export const TABLE_OWNERS = {
  'after-sale': ['order_refunds', 'order_cancellations'],
  artwork: ['artworks', 'zoom_tiles'],
  audit: ['admin_audit'],
  backups: ['backup_runs'],
  auth: ['auth_codes', 'temp_users'],
  cart: ['cart_items'],
  // category_listings and catalogue_revisions are kept by the catalogue's triggers, never by a statement.
  catalogue: ['products', 'categories', 'product_categories', 'size_releases', 'category_listings', 'catalogue_revisions', 'product_translations', 'category_translations', 'catalogue_words', 'product_colours'],
  checkout: ['checkout_snapshots', 'reservations', 'payment_refunds'],
  common: ['rate_limit_counters'],
  contact: ['contact_submissions'],
  coupon: ['coupons'],
  'gift-cards': ['gift_cards', 'gift_card_entries'],
  mail: ['sent_emails'],
  marketing: ['marketing_contacts', 'checkout_reminders'],
  order: ['orders', 'order_items', 'order_events'],
  premium: ['premium_ips', 'premium_tiers'],
  printify: ['printify_events', 'printify_syncs', 'product_images'],
  recommendations: ['product_popularity'],
  returns: ['return_requests', 'return_photos', 'return_events'],
  reviews: ['reviews', 'review_photos', 'review_requests'],
  session: ['sessions'],
  'share-images': ['share_images'],
  user: ['users'],
  wishlist: ['wishlist_items', 'wishlist_shares', 'wishlist_alerts'],
} as const satisfies Record<string, readonly (keyof ShopDatabase)[]>;

/** A module that writes tables. */
export type WritingModule = keyof typeof TABLE_OWNERS;

/** The tables `Module` writes. */
export type TablesOf<Module extends WritingModule> = (typeof TABLE_OWNERS)[Module][number];

/**
 * The typed SQL of `module`, on an em's connection (inside `em.transactional(...)` its transaction):
 * reads of the whole shop, writes of the module's own tables only. Called once per module, in its
 * tables.ts (`export const orderSql = sqlFor('order')`), and nowhere else (table-owners.test.ts).
 */
export const sqlFor =
  <Module extends WritingModule>(_module: Module) =>
  (em: EntityManager): ModuleSql<TablesOf<Module>> =>
    em.getKysely<ShopDatabase>() as unknown as ModuleSql<TablesOf<Module>>;
