import { sql, type Expression, type SqlBool } from 'kysely';
import type { CatalogueFilters } from '../../../src/catalogue.ts';
import { isTranslatedLocale, type TranslatedLocale } from '../../../src/catalogue-translations.ts';
import type { Locale } from '../../../src/locales.ts';
import { COLOUR_REACH } from '../../../src/colour-swatches.ts';
import { DEFAULT_CURRENCY, findCurrency } from '../../../src/currencies.ts';
import { currencyDecimals } from '../../../src/pricing.ts';
import { expressionsFor, likeContaining, shopSql } from '../common/index.ts';

/**
 * Which products a catalogue page, count or facet matches (catalogue.queries.ts, catalogue-facets.ts):
 * the search, category, colour, shape, wall width and price, each where asked. Statements read
 * products as `p`, category listings as `l` and, for the closest-colour order, each print's nearness
 * to the colour as `n`.
 */

/** The catalogue's statements read products as `p` and category listings as `l`; these expressions are built once. */
export const p = expressionsFor({ p: 'products', l: 'category_listings' });

/**
 * The filters as a statement's values: each null where not asked for. In a statement compiled once per
 * shape (which of them are asked) they are its parameters; in a one-off count, the values themselves.
 */
export interface FilterValues {
  /** The search as a LIKE pattern (likeContaining), not yet lowered. */
  pattern: string | null;
  category: string | null;
  /** Six hex digits. */
  color: string | null;
  orientation: string | null;
  maxWidthIn: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** With a price bound: the currency's rate and decimals (US dollars unless named), as its prices are shown (src/pricing.ts shownAmount). */
  rate: number | null;
  decimals: number | null;
}
export type FilterName = keyof FilterValues;
export const FILTER_NAMES: readonly FilterName[] = ['pattern', 'category', 'color', 'orientation', 'maxWidthIn', 'minPrice', 'maxPrice', 'rate', 'decimals'];

/** The values of a query's filters. */
export function filterValues(query: CatalogueFilters): FilterValues {
  const priced = query.minPrice !== undefined || query.maxPrice !== undefined;
  const code = query.currency ?? DEFAULT_CURRENCY;
  const currency = findCurrency(code);
  return {
    pattern: query.search ? likeContaining(query.search) : null,
    category: query.category ?? null,
    color: query.color ?? null,
    orientation: query.orientation ?? null,
    maxWidthIn: query.maxWidthIn ?? null,
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    rate: priced && currency ? currency.rate : null,
    decimals: priced && currency ? currencyDecimals(code) : null,
  };
}

/** The language the filters are read in: another than English only where they search or name a category, which that language names. */
export const filterLanguage = (query: CatalogueFilters, locale: Locale | undefined): TranslatedLocale | null =>
  isTranslatedLocale(locale) && (Boolean(query.search) || Boolean(query.category)) ? locale : null;

/** Which filters a statement has: what its SQL depends on, beside its order and language. */
export const filterShape = (values: FilterValues): FilterName[] => FILTER_NAMES.filter((name) => values[name] !== null);

/** The filters of a shape as a compiled statement's parameters, null where the shape has none. */
export function filterParameters(shape: readonly FilterName[], parameter: <T>(name: FilterName) => T): FilterValues {
  const values = Object.fromEntries(FILTER_NAMES.map((name) => [name, shape.includes(name) ? parameter(name) : null]));
  return values as unknown as FilterValues;
}

/**
 * A search matches title, description, tags or category, case-insensitively, as a substring: the
 * lowered pattern against the lowered search_text column (product.entity.ts), which its trigram index answers.
 * PostgreSQL's ILIKE lowers both sides the same way. In another language it matches that language's
 * title or description too (German "Landschaft"), through the translations' own trigram index: those
 * ids are read once, and each index entry the page walks is checked against them (a hashed subplan),
 * so the walk stays index-only.
 */
function searchMatches(pattern: string, language: TranslatedLocale | null): Expression<SqlBool> {
  return textMatches((table) => sql.ref(`${table}.search_text`), pattern, language);
}

/**
 * Where a relevance page's walk looks (sort=relevance: the prints whose title holds the search first,
 * then the others, each walked newest first): the title is search_text's first line, which its own
 * trigram index answers when few titles hold the search (product.entity.ts); in another language the
 * title there holds it too.
 */
export type Tier = 'title' | 'elsewhere';

function titleMatches(pattern: string, language: TranslatedLocale | null): Expression<SqlBool> {
  // The first line of search_text, as the indexes on products and product_translations write it.
  return textMatches((table) => sql<string>`split_part(${sql.ref(`${table}.search_text`)}, chr(10), 1)`, pattern, language);
}

/** `text` of the product (`p`) holds the lowered pattern, or, in another language, `text` of its translation there (`t`). */
function textMatches(text: (table: 'p' | 't') => Expression<string>, pattern: string, language: TranslatedLocale | null): Expression<SqlBool> {
  const lowered = p.fn<string>('lower', [p.val(pattern)]);
  const english = p(text('p'), 'like', lowered);
  if (language === null) return english;
  const translated = shopSql
    .selectFrom('product_translations as t')
    .select('t.product_id')
    .where('t.locale', '=', sql.lit(language))
    .where(text('t'), 'like', lowered);
  return p.or([english, p('p.id', 'in', translated)]);
}

/**
 * The category a page asks for, as the listings name it (the catalogue's own, English name): in
 * another language the page may name it in that language (/de/shop?category=Landschaften), as its
 * categories are answered there; an English name is taken as it is.
 */
function listedCategory(category: string, language: TranslatedLocale | null): Expression<string> {
  if (language === null) return p.val(category);
  const named = shopSql
    .selectFrom('category_translations as ct')
    .innerJoin('categories as c', 'c.id', 'ct.category_id')
    .select('c.name')
    .where('ct.locale', '=', sql.lit(language))
    .where('ct.name', '=', p.val(category));
  return p.fn.coalesce(named.$asScalar(), p.val(category));
}

/**
 * A palette colour (`c`, product_colours) within COLOUR_REACH of `color` (CIE76 ΔE: the distance of
 * their CIELAB points): the cube's GiST index gives the colours inside the box around the point, the
 * distance keeps those inside the sphere.
 */
function colourWithinReach(color: string): Expression<SqlBool> {
  const distance = colourDistance(color);
  return sql<SqlBool>`c.lab <@ cube_enlarge(colour_lab(${color}), ${sql.lit(COLOUR_REACH)}, 3) and ${distance} <= ${sql.lit(COLOUR_REACH)}`;
}
const colourDistance = (color: string) => sql<number>`cube_distance(c.lab, colour_lab(${color}))`;

/**
 * Each print with a colour within reach of `color`, once, with its nearest colour's distance, nearest
 * first: what the closest-colour order sorts by. The GiST index walks the colours nearest first (a KNN
 * scan) and a colour counts where its print has none nearer (nor one as near with a smaller rank), so a
 * page reads the colours up to its last print, not every colour within reach: grouping them all cost
 * 125 ms at 100,000 prints, where a quarter of them hold a blue. The page keeps this order and sorts only
 * equally near prints by id (an incremental sort); PostgreSQL sees that only where the subquery's
 * column and its order are the same `<->` expression.
 */
export const nearColours = (color: string) => {
  const distance = sql<number>`c.lab <-> colour_lab(${color})`;
  const nearer = shopSql
    .selectFrom('product_colours as o')
    .select('o.product_id')
    .whereRef('o.product_id', '=', sql.ref('c.product_id'))
    .where(sql<SqlBool>`(o.lab <-> colour_lab(${color}), o.rank) < (${distance}, c.rank)`);
  return shopSql
    .selectFrom('product_colours as c')
    .select(['c.product_id', distance.as('distance')])
    .where(colourWithinReach(color))
    .where((eb) => eb.not(eb.exists(nearer)))
    .orderBy(distance);
};

/**
 * The products a page or count reads: with a category, through its listings (own category or a
 * linked one, one row each), whose indexes give a category's page in any order; else the products.
 * Ordered by closeness to a colour, joined with each print's nearness to it (`n`). The listing's
 * columns are reached through expressions (`p`), which the join below brings in.
 */
export const productsListedIn = (category: boolean, closestTo: string | null = null) =>
  shopSql
    .selectFrom('products as p')
    .$if(category, (query) => query.innerJoin('category_listings as l', 'l.product_id', 'p.id'))
    .$if(closestTo !== null, (query) => query.innerJoin(nearColours(closestTo ?? '').as('n'), 'n.product_id', 'p.id'));

/** A shown price (the lowest, sort_price) in the asked currency, as the page writes it: converted and rounded to its decimals. */
const shownPrice = (rate: number, decimals: number) => sql<number>`round(${p.ref('p.sort_price')} * ${rate}::numeric, ${decimals}::integer)`;

/**
 * How a statement asks for the colour: a count or facet reads every print within reach (`all`); a
 * page in another order walks its sort index and asks each print it passes (`probed`), so it stops at
 * its last print; a page ordered by closeness has the colour in its join, and a search's page asks it
 * of the prints its walk found (catalogue.queries.ts), so neither asks it here (`outside`).
 */
type ColourMatch = 'all' | 'probed' | 'outside';

/**
 * A page's colour, asked of the print `id` its walk passes: its palette's few rows, by the primary key.
 * OFFSET 0 keeps PostgreSQL from making the question a join: it cannot estimate how many colours the
 * cube's box holds, guesses a handful, and would read every print within reach first (30,000 of 100,000
 * for a blue, 125 ms) to sort them, where the walk asks about a hundred prints for a page.
 */
export const probedColour = (color: string, id: Expression<number> = sql.ref('p.id')) =>
  p.exists(
    shopSql
      .selectFrom('product_colours as c')
      .select('c.product_id')
      .where(sql<SqlBool>`c.product_id = ${id}`)
      .where(colourWithinReach(color))
      .offset(0),
  );

/** Which products match the filters given (hidden ones never); of a relevance page's walk, those of its tier. */
export function matching(
  filters: FilterValues,
  language: TranslatedLocale | null,
  { tier = null, colour = 'all' }: { tier?: Tier | null; colour?: ColourMatch } = {},
): Expression<SqlBool> {
  const { pattern, category, color, orientation, maxWidthIn, minPrice, maxPrice, rate, decimals } = filters;
  // Products the print provider deleted stay for their orders, out of the shop.
  const clauses: Expression<SqlBool>[] = [p('p.hidden', '=', false)];
  if (category !== null) clauses.push(p('l.category', '=', listedCategory(category, language)));
  if (pattern !== null) clauses.push(searchMatches(pattern, language));
  if (pattern !== null && tier !== null) clauses.push(tier === 'title' ? titleMatches(pattern, language) : p.not(titleMatches(pattern, language)));
  if (color !== null && colour === 'all') clauses.push(p('p.id', 'in', shopSql.selectFrom('product_colours as c').select('c.product_id').where(colourWithinReach(color))));
  if (color !== null && colour === 'probed') clauses.push(probedColour(color));
  if (orientation !== null) clauses.push(sql<SqlBool>`${p.ref('p.orientation')} = ${orientation}`);
  if (maxWidthIn !== null) clauses.push(sql<SqlBool>`${p.ref('p.min_width_in')} <= ${maxWidthIn}::numeric`);
  if (rate !== null && decimals !== null) {
    if (minPrice !== null) clauses.push(sql<SqlBool>`${shownPrice(rate, decimals)} >= ${minPrice}::numeric`);
    if (maxPrice !== null) clauses.push(sql<SqlBool>`${shownPrice(rate, decimals)} <= ${maxPrice}::numeric`);
  }
  return p.and(clauses);
}
