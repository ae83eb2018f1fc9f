import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Expression } from 'kysely';
import { TOTAL_CAP, type CatalogueFilters, type FacetCount, type ProductFacets } from '../../../src/catalogue.ts';
import { ORIENTATIONS, WALL_WIDTHS_IN, type Orientation } from '../../../src/catalogue-options.ts';
import type { TranslatedLocale } from '../../../src/catalogue-translations.ts';
import { COLOUR_REACH, COLOUR_SWATCHES } from '../../../src/colour-swatches.ts';
import type { Locale } from '../../../src/locales.ts';
import { CURRENCIES, DEFAULT_CURRENCY, findCurrency, type Currency } from '../../../src/currencies.ts';
import { convertAmount, currencyDecimals } from '../../../src/pricing.ts';
import { tx } from '../../../src/i18n-text.ts';
import { takeOrRefuse, type LimitWindow } from '../common/index.ts';
import { cappedCount } from './catalogue.queries.ts';
import { KeptPerRevision } from './catalogue-totals.ts';
import { filterLanguage, filterValues, matching, productsListedIn, type FilterName, type FilterValues } from './catalogue-filters.ts';
import { catalogueSql } from './tables.ts';

/**
 * How many prints each choice of each of /shop's filters would leave, under the other filters as
 * asked (GET /api/products/facets): so the page offers only choices that lead somewhere. One
 * statement, each facet a subquery, at one snapshot with the catalogue's revision; the answer is kept
 * per revision as a page's total is (catalogue-totals.ts), so a popular view is counted once per
 * catalogue change.
 */

/** The filters without those a facet chooses: its count is taken under the others. */
const without = (filters: FilterValues, ...names: FilterName[]): FilterValues => ({ ...filters, ...Object.fromEntries(names.map((name) => [name, null])) });

/** The ids of the prints the filters leave: what each facet groups. */
const matchingIds = (filters: FilterValues, language: TranslatedLocale | null) =>
  productsListedIn(filters.category !== null).where(matching(filters, language)).select('p.id');

/** A grouped count's rows (value, count) as one JSON array, [] for none. */
const counted = (rows: Expression<unknown>) => sql<FacetCount<never>[]>`(select coalesce(json_agg(facet), '[]'::json) from (${rows}) as facet)`;

/** The swatches' points, once per statement. */
const SWATCHES = sql`(values ${sql.join(COLOUR_SWATCHES.map((swatch, order) => sql`(${sql.lit(swatch.key)}, ${sql.lit(order)}, colour_lab(${sql.lit(swatch.hex)}))`))}) as s(key, ord, lab)`;
const NEAR_SWATCH = sql`c.lab <@ cube_enlarge(s.lab, ${sql.lit(COLOUR_REACH)}, 3) and cube_distance(c.lab, s.lab) <= ${sql.lit(COLOUR_REACH)}`;

/**
 * One statement: the total under every filter; for each facet, the count of each value under the
 * others (a shape, a swatch's colour, a category through its listings, a wall width); the lowest and
 * highest price under the others; and the revision it all was read at.
 */
function facetsStatement(filters: FilterValues, language: TranslatedLocale | null) {
  const ids = (...names: FilterName[]) => matchingIds(without(filters, ...names), language);
  return sql<FacetsRow>`select
    (${cappedCount(filters, language)}) as total,
    ${counted(sql`select p.orientation as value, count(*)::integer as count from products p
      where p.id in (${ids('orientation')}) and p.orientation is not null group by p.orientation`)} as orientation,
    ${counted(sql`select s.key as value, count(distinct c.product_id)::integer as count from ${SWATCHES}
      join product_colours c on ${NEAR_SWATCH} where c.product_id in (${ids('color')}) group by s.key, s.ord order by s.ord`)} as color,
    ${counted(sql`select l.category as value, count(*)::integer as count from category_listings l
      where l.product_id in (${ids('category')}) group by l.category order by l.category`)} as category,
    ${counted(sql`select w.value, count(p.id)::integer as count from unnest(${sql.lit(`{${WALL_WIDTHS_IN.join(',')}}`)}::integer[]) as w(value)
      left join products p on p.min_width_in <= w.value and p.id in (${ids('maxWidthIn')}) group by w.value having count(p.id) > 0 order by w.value`)} as widths,
    (select json_build_object('low', min(p.sort_price)::text, 'high', max(p.sort_price)::text) from products p
      where p.id in (${ids('minPrice', 'maxPrice', 'rate', 'decimals')})) as price,
    (select revision from catalogue_revisions) as revision`;
}

interface FacetsRow {
  total: number;
  orientation: FacetCount<Orientation>[];
  color: FacetCount<string>[];
  category: FacetCount<string>[];
  widths: FacetCount<number>[];
  price: { low: string | null; high: string | null };
  revision: string | null;
}

/** Facets kept with the revision they were counted at. */
const kept = new KeptPerRevision<ProductFacets>(500);

const currentRevision = async (em: EntityManager) =>
  (await catalogueSql(em).selectFrom('catalogue_revisions').select('revision').where('id', '=', 1).executeTakeFirst())?.revision ?? null;

/**
 * Facets counted afresh (neither kept nor being counted) per client IP: at 100,000 prints a count reads
 * the catalogue for about a second, so an address sending new filters without pause could keep the
 * database busy; a shopper choosing filters asks a few a minute, and kept ones (every popular view)
 * cost nothing and are not counted.
 */
export const FRESH_FACETS_PER_IP: LimitWindow = { limit: 120, windowMs: 10 * 60 * 1000 };

/** Who asks for facets, for FRESH_FACETS_PER_IP: the client's address and the shop's time. */
export interface FacetsAsker {
  ip: string;
  now: Date;
}

/** Counts in progress, by what they count and the revision they count at (productFacets). */
const counting = new Map<string, Promise<ProductFacets>>();

/**
 * The facets of the catalogue under `query`'s filters, in `locale` (a search and a category name read
 * there, as on a page). Requests for the same facets while they are being counted share the count: at
 * 100,000 prints a count takes about a second, and after a catalogue change every visitor of /shop
 * would otherwise start one of their own at once. A fresh count is counted against `asker`'s address
 * (FRESH_FACETS_PER_IP): past its share, a 429 that says when to try again.
 */
export async function productFacets(em: EntityManager, query: CatalogueFilters, locale?: Locale, asker?: FacetsAsker): Promise<ProductFacets> {
  const language = filterLanguage(query, locale);
  const filters = filterValues(query);
  const currency = findCurrency(query.currency ?? DEFAULT_CURRENCY) ?? CURRENCIES[0]!;
  const key = JSON.stringify([filters, language, currency.code]);
  const revision = await currentRevision(em);
  const known = kept.get(key);
  if (known && known.revision === revision) return known.value;
  const flight = `${key} ${revision}`;
  let count = counting.get(flight);
  if (!count) {
    if (asker) {
      const bucket = { name: 'fresh-facets:ip', subject: asker.ip, window: FRESH_FACETS_PER_IP };
      await takeOrRefuse(em, [bucket], asker.now, tx('Too many searches. Please try again in {minutes, plural, one {# minute} other {# minutes}}.'));
    }
    count = countFacets(em, filters, language, currency, key).finally(() => counting.delete(flight));
    counting.set(flight, count);
  }
  return count;
}

/** Counts the facets and keeps them with the revision they were counted at. */
async function countFacets(em: EntityManager, filters: FilterValues, language: TranslatedLocale | null, currency: Currency, key: string): Promise<ProductFacets> {
  const { rows } = await facetsStatement(filters, language).execute(catalogueSql(em));
  const row = rows[0]!;
  const shown = (amount: string) => convertAmount(Number(amount), 1, currency.rate).toFixed(currencyDecimals(currency.code));
  const facets: ProductFacets = {
    total: Math.min(row.total, TOTAL_CAP),
    // In the order the shop offers them, not the order counted.
    orientation: ORIENTATIONS.flatMap((value) => row.orientation.filter((entry) => entry.value === value)),
    color: row.color,
    category: row.category,
    maxWidthIn: row.widths,
    price: row.price.low !== null && row.price.high !== null ? { min: shown(row.price.low), max: shown(row.price.high) } : null,
  };
  kept.keep(key, facets, row.revision);
  return facets;
}
