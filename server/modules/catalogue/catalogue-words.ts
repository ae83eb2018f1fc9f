import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { TranslatedLocale } from '../../../src/catalogue-translations.ts';
import { catalogueSql } from './tables.ts';

/**
 * Typo correction for searches that find nothing, against the catalogue's own vocabulary
 * (catalogue-word.entity.ts): "lighthose" becomes "lighthouse", "amsterdm" "amsterdam".
 *
 * Why a vocabulary rather than fuzzy matching on the products: pg_trgm's word_similarity over
 * 100,000 prints costs 7 µs per candidate row (80-240 ms a search), and it ranks swapped letters
 * ("lihgthouse") below unrelated words. The vocabulary is a few thousand words: its trigram index
 * gives each typed word's 50 nearest, and fuzzystrmatch's Levenshtein distance, which counts a swap
 * as two edits, picks the closest within reach. The corrected search then matches as any search
 * does, on the products' own index.
 */

/** At most this many of a search's words are corrected (a longer search is seldom a typo's). */
const MAX_WORDS = 4;
/** Words shorter than this are left alone: "nte" is a typo of too many words. */
const MIN_WORD = 3;

/** A search's words as the vocabulary holds them: runs of letters, lowered. */
const WORD = /\p{L}+/gu;

/**
 * What a search that found nothing may be read as: `corrected`, the search with its unknown words
 * replaced by the catalogue's nearest within one edit (words of four letters or fewer) or two;
 * `suggestion`, the nearest words of all, however far, for a "Did you mean". Each null when there is
 * none (an empty vocabulary), or when it reads as the search itself.
 */
export interface SearchReading {
  corrected: string | null;
  suggestion: string | null;
}

interface WordReading {
  word: string;
  /** A vocabulary word, or the beginning of one: typed right, or not yet finished. */
  known: boolean;
  corrected: string | null;
  nearest: string | null;
}

/**
 * For each typed word: whether it is known, its correction within reach, and its nearest word by
 * trigram similarity (pg_trgm's `%`: similarity of at least pg_trgm.similarity_threshold, 0.3). The
 * 50 nearest by trigram distance come first, because `%` alone misses swapped letters ("prauge" is
 * 0.27 from "prague"), and Levenshtein over the whole vocabulary would read every word. A word with
 * no trigram in common with any ("xqzwv") still gets a nearest: the word of about its length fewest
 * edits away, the most used first, read from the whole vocabulary; only a search that found nothing
 * pays it, and it gives the shopper a way on rather than a dead end.
 */
async function readWords(em: EntityManager, words: readonly string[], locales: readonly string[]): Promise<WordReading[]> {
  const { rows } = await sql<WordReading>`
    select q.word,
      exists (select 1 from catalogue_words c where c.locale = any(${locales}::text[]) and c.word like q.word || '%') as known,
      (select c.word from (select word from catalogue_words where locale = any(${locales}::text[]) order by word <-> q.word limit 50) c
        where levenshtein_less_equal(c.word, q.word, 2) <= case when length(q.word) <= 4 then 1 else 2 end
        order by levenshtein_less_equal(c.word, q.word, 2), c.word <-> q.word, c.word limit 1) as corrected,
      coalesce(
        (select c.word from catalogue_words c where c.locale = any(${locales}::text[]) and c.word % q.word
          order by c.word <-> q.word, c.products desc, c.word limit 1),
        (select c.word from catalogue_words c where c.locale = any(${locales}::text[]) and abs(length(c.word) - length(q.word)) <= 2
          order by levenshtein(c.word, q.word), c.products desc, c.word limit 1)) as nearest
    from unnest(${words}::text[]) with ordinality as q(word, n)
    order by q.n`.execute(catalogueSql(em));
  return rows;
}

/** The search with each of its words replaced as `replace` says (a word it leaves is kept as typed), lowered. */
function rewritten(search: string, replace: (word: string) => string | null): string {
  return search.toLowerCase().replace(WORD, (word) => replace(word) ?? word);
}

/**
 * How a search that found nothing in `language` (English when null) may be read instead. The
 * vocabulary is drawn again first when the catalogue has changed since it was.
 */
export async function readSearch(em: EntityManager, search: string, language: TranslatedLocale | null): Promise<SearchReading> {
  const words = [...new Set(search.toLowerCase().match(WORD) ?? [])].filter((word) => word.length >= MIN_WORD).slice(0, MAX_WORDS);
  if (words.length === 0) return { corrected: null, suggestion: null };
  await refreshCatalogueWords(em);
  // A search in another language matches the English texts too, so it is corrected against both.
  const readings = await readWords(em, words, language ? ['en', language] : ['en']);
  const byWord = new Map(readings.map((reading) => [reading.word, reading]));
  const typed = search.toLowerCase();
  const corrected = rewritten(search, (word) => (byWord.get(word)?.known ? null : (byWord.get(word)?.corrected ?? null)));
  const suggestion = rewritten(search, (word) => byWord.get(word)?.nearest ?? null);
  return { corrected: corrected === typed ? null : corrected, suggestion: suggestion === typed ? null : suggestion };
}

/**
 * Draws the vocabulary from the catalogue unless it was drawn at the catalogue's current revision.
 * English: each shown print's title, tags and category; each other language: its translated titles.
 * Those are what a search matches besides descriptions (product-search-text.routine.ts, and the
 * translations' search_text), whose words are too many and too common to correct towards. One
 * instance draws at a time (the others wait, then find it drawn); at 100,000 prints it takes about
 * 0.4 s, once per catalogue change that a search with no match follows.
 */
export async function refreshCatalogueWords(em: EntityManager): Promise<void> {
  const revisions = (db: ReturnType<typeof catalogueSql>) =>
    db.selectFrom('catalogue_revisions').select(['revision', 'words_revision']).where('id', '=', 1).executeTakeFirst();
  const fresh = (row: { revision: string; words_revision: string | null } | undefined) => row !== undefined && row.words_revision === row.revision;
  if (fresh(await revisions(catalogueSql(em)))) return;
  await em.fork().transactional(async (tx) => {
    const db = catalogueSql(tx);
    await sql`select pg_advisory_xact_lock(hashtextextended('catalogue_words', 0))`.execute(db);
    // Read before the words are: if the catalogue moves on meanwhile, the next search draws them again.
    const current = await revisions(db);
    if (fresh(current)) return;
    await db.deleteFrom('catalogue_words').execute();
    await sql`insert into catalogue_words (locale, word, products)
      select locale, word, count(distinct product_id)::integer from (
        select 'en' as locale, w as word, p.id as product_id
          from products p, regexp_split_to_table(lower(p.title || ' ' || array_to_string(p.tags, ' ') || ' ' || coalesce(p.category, '')), '[^[:alpha:]]+') w
         where not p.hidden
        union all
        select t.locale, w, t.product_id
          from product_translations t join products p on p.id = t.product_id and not p.hidden,
               regexp_split_to_table(lower(coalesce(t.title, '')), '[^[:alpha:]]+') w
      ) words
      where length(word) >= ${MIN_WORD}
      group by locale, word`.execute(db);
    if (current) await db.updateTable('catalogue_revisions').set({ words_revision: current.revision }).where('id', '=', 1).execute();
  });
}
