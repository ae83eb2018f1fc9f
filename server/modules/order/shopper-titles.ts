import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../../src/locales.ts';
import type { OrderView } from '../../../src/orders.ts';
import { titlesIn } from '../catalogue/index.ts';
import { titleFor } from './mail-reader.ts';

/**
 * Orders as their customer reads them: each print by its title in `locale` where an admin translated
 * it, else its English one. The order itself keeps the catalogue's English (the back office's and
 * support's), so this is applied where a shopper is answered: their orders, the returns lookup, the
 * order just placed. One statement for all the views; none in English.
 */
export async function inShoppersTitles<View extends Pick<OrderView, 'items'>>(em: EntityManager, locale: Locale | undefined, views: readonly View[]): Promise<View[]> {
  const titles = locale ? await titlesIn(em, locale, views.flatMap((view) => view.items.map((item) => item.productId))) : new Map<number, string>();
  if (titles.size === 0) return [...views];
  return views.map((view) => ({
    ...view,
    items: view.items.map((item) => ({ ...item, product: { ...item.product, title: titleFor({ titles }, item.productId, item.product.title) } })),
  }));
}
