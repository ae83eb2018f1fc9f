import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { z } from 'zod';
import {
  TRANSLATED_LOCALE_LABELS,
  TRANSLATED_LOCALES,
  translationState,
  type CategoryTranslation,
  type CategoryTranslationInput,
  type CategoryTranslations,
  type ProductTranslation,
  type ProductTranslationInput,
  type ProductTranslationListInput,
  type ProductTranslationRow,
  type ProductTranslations,
  type TranslatedLocale,
} from '../../../src/catalogue-translations.ts';
import { DomainError } from '../../../src/domain-error.ts';
import type { Page } from '../../../src/paging.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { asDriverException, countOf, idPageOf, likeContaining, safeDescription, shopReads } from '../common/index.ts';
import { catalogueSql } from './tables.ts';

/**
 * The Products tab's translations: each print's title and description and each category's name and
 * description in the shop's other languages, as admins write them (one language of one print or
 * category per save, audited in its transaction), and the lists they write them from. What a
 * shopper reads of them is translated-reads.ts; a sync's new English flags them (imported-products.ts).
 */

export const NO_SUCH_PRINT = 'There is no such print.';
export const NO_SUCH_CATEGORY = 'There is no such category.';

type ProductTranslationRowOf = { locale: string; title: string | null; description: string | null; title_needs_review: boolean; description_needs_review: boolean; updated_by: string | null; updated_at: Date | string };

const asProductTranslation = (row: ProductTranslationRowOf): ProductTranslation => ({
  locale: row.locale as TranslatedLocale,
  title: row.title,
  description: row.description,
  titleNeedsReview: row.title_needs_review,
  descriptionNeedsReview: row.description_needs_review,
  updatedBy: row.updated_by,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** A translation as the audit trail keeps it: what shoppers read and whether it waited for review. */
const audited = (translation: ProductTranslation | null) =>
  translation && {
    locale: translation.locale,
    title: translation.title,
    description: translation.description,
    titleNeedsReview: translation.titleNeedsReview,
    descriptionNeedsReview: translation.descriptionNeedsReview,
  };

const translationColumns = ['t.locale', 't.title', 't.description', 't.title_needs_review', 't.description_needs_review', 't.updated_by', 't.updated_at'] as const;

/** The prints in the shop, newest first, with how far each is translated into each language. */
export async function listProductTranslations(em: EntityManager, { search, needsReview, cursor, limit }: z.output<typeof ProductTranslationListInput>): Promise<Page<ProductTranslationRow>> {
  const db = shopReads(em);
  let matching = db.selectFrom('products as p').where('p.hidden', '=', false);
  if (search) {
    const pattern = likeContaining(search.toLowerCase());
    matching = matching.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['p.title']), 'like', pattern),
        eb.exists(
          eb
            .selectFrom('product_translations as t')
            .select('t.locale')
            .whereRef('t.product_id', '=', 'p.id')
            .where((inner) => inner(inner.fn('lower', ['t.title']), 'like', pattern)),
        ),
      ]),
    );
  }
  if (needsReview !== undefined) {
    matching = matching.where((eb) => {
      const flagged = eb.exists(
        eb
          .selectFrom('product_translations as t')
          .select('t.locale')
          .whereRef('t.product_id', '=', 'p.id')
          .where((inner) => inner.or([inner('t.title_needs_review', '=', true), inner('t.description_needs_review', '=', true)])),
      );
      return needsReview ? flagged : eb.not(flagged);
    });
  }
  return idPageOf(
    { cursor, limit },
    async (below, take) => {
      const page = await (below === undefined ? matching : matching.where('p.id', '<', below)).select('p.id').orderBy('p.id', 'desc').limit(take).execute();
      return (await printTexts(em, page.map((row) => row.id))).map((print) => {
        const states = Object.fromEntries(
          TRANSLATED_LOCALES.map((locale) => [locale, translationState(print, print.translations.find((translation) => translation.locale === locale))]),
        ) as ProductTranslationRow['states'];
        return { id: print.productId, title: print.title, imageUrl: print.imageUrl, states };
      });
    },
    () => countOf(matching),
  );
}

/** Prints' English beside their translations (in the languages' order), in the order of `ids`. */
async function printTexts(em: EntityManager, ids: readonly number[]): Promise<ProductTranslations[]> {
  if (ids.length === 0) return [];
  const rows = await shopReads(em)
    .selectFrom('products as p')
    .select((eb) => [
      'p.id',
      'p.title',
      'p.description',
      'p.image_url',
      jsonArrayFrom(eb.selectFrom('product_translations as t').select(translationColumns).whereRef('t.product_id', '=', 'p.id')).as('translations'),
    ])
    .where('p.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const translations = row.translations.map(asProductTranslation).sort((a, b) => TRANSLATED_LOCALES.indexOf(a.locale) - TRANSLATED_LOCALES.indexOf(b.locale));
    return [{ productId: row.id, title: row.title, description: row.description, imageUrl: row.image_url, translations }];
  });
}

/** One print's English beside its translations; 404 for an unknown print. */
export async function productTranslations(em: EntityManager, productId: number): Promise<ProductTranslations> {
  const [print] = await printTexts(em, [productId]);
  if (!print) throw new DomainError('NOT_FOUND', NO_SUCH_PRINT);
  return print;
}

async function readTranslation(tx: EntityManager, productId: number, locale: TranslatedLocale): Promise<ProductTranslation | null> {
  const row = await catalogueSql(tx)
    .selectFrom('product_translations as t')
    .select(translationColumns)
    .where('t.product_id', '=', productId)
    .where('t.locale', '=', locale)
    .executeTakeFirst();
  return row ? asProductTranslation(row) : null;
}

/**
 * An admin's translation of one print into one language: its title and description (markup reduced
 * to text, as the English one's is), shown to shoppers from now on; both blank removes it (the English
 * is shown). Saving clears the flag a sync set when the English changed: the admin has seen it.
 * Answers the translation as saved, or null when removed; 404 for an unknown print.
 */
export async function saveProductTranslation(em: EntityManager, input: z.output<typeof ProductTranslationInput>, actor: AuditActor): Promise<ProductTranslation | null> {
  const title = input.title === '' ? null : input.title;
  const description = safeDescription(input.description);
  return em.fork().transactional(async (tx) => {
    const db = catalogueSql(tx);
    // Locked (as a sync's update of it would be), so a sync and a save of the same print take turns.
    const product = await db.selectFrom('products').select('id').where('id', '=', input.productId).forNoKeyUpdate().executeTakeFirst();
    if (!product) throw new DomainError('NOT_FOUND', NO_SUCH_PRINT);
    const before = await readTranslation(tx, input.productId, input.locale);
    const where = { product_id: input.productId, locale: input.locale };
    if (title === null && description === null) {
      await db.deleteFrom('product_translations').where('product_id', '=', where.product_id).where('locale', '=', where.locale).execute();
    } else {
      const values = { title, description, title_needs_review: false, description_needs_review: false, updated_by: actor.email.toLowerCase(), updated_at: new Date() };
      await db
        .insertInto('product_translations')
        // search_text is generated: PostgreSQL computes it (the typed columns list every column).
        .values({ ...where, ...values, search_text: sql<string>`default` })
        .onConflict((conflict) => conflict.columns(['product_id', 'locale']).doUpdateSet(values))
        .execute();
    }
    // The print's pages read differently now: the sitemaps say when they changed.
    await db.updateTable('products').set({ updated_at: new Date() }).where('id', '=', input.productId).execute();
    const after = await readTranslation(tx, input.productId, input.locale);
    await recordAudit(tx, { actor, action: 'product.translate', target: { type: 'product', id: input.productId }, before: audited(before), after: audited(after) });
    return after;
  });
}

type CategoryTranslationRowOf = { locale: string; name: string | null; description: string | null; updated_by: string | null; updated_at: Date | string };

const asCategoryTranslation = (row: CategoryTranslationRowOf): CategoryTranslation => ({
  locale: row.locale as TranslatedLocale,
  name: row.name,
  description: row.description,
  updatedBy: row.updated_by,
  updatedAt: new Date(row.updated_at).toISOString(),
});

const categoryTranslationColumns = ['ct.locale', 'ct.name', 'ct.description', 'ct.updated_by', 'ct.updated_at'] as const;

/** Every category, in the order made, its English beside its translations. */
export async function listCategoryTranslations(em: EntityManager): Promise<CategoryTranslations[]> {
  const rows = await shopReads(em)
    .selectFrom('categories as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.description',
      jsonArrayFrom(eb.selectFrom('category_translations as ct').select(categoryTranslationColumns).whereRef('ct.category_id', '=', 'c.id')).as('translations'),
    ])
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    categoryId: row.id,
    name: row.name,
    description: row.description,
    translations: row.translations.map(asCategoryTranslation).sort((a, b) => TRANSLATED_LOCALES.indexOf(a.locale) - TRANSLATED_LOCALES.indexOf(b.locale)),
  }));
}

/**
 * An admin's translation of one category into one language, as saveProductTranslation's. A page in
 * that language may name the category by it (/de/shop?category=Landschaften), so it must name no
 * other category there, nor be another category's own name: 409 saying which. 404 for an unknown one.
 */
export async function saveCategoryTranslation(em: EntityManager, input: z.output<typeof CategoryTranslationInput>, actor: AuditActor): Promise<CategoryTranslation | null> {
  const name = input.name === '' ? null : input.name;
  const description = safeDescription(input.description);
  const language = TRANSLATED_LOCALE_LABELS[input.locale];
  const taken = (other: string) => new DomainError('CONFLICT', `“${name}” already names ${other} in ${language}: choose another name.`);
  try {
    return await em.fork().transactional(async (tx) => {
      const db = catalogueSql(tx);
      const category = await db.selectFrom('categories').select('id').where('id', '=', input.categoryId).forNoKeyUpdate().executeTakeFirst();
      if (!category) throw new DomainError('NOT_FOUND', NO_SUCH_CATEGORY);
      if (name !== null) {
        const clash = await db
          .selectFrom('categories as c')
          .leftJoin('category_translations as ct', (join) => join.onRef('ct.category_id', '=', 'c.id').on('ct.locale', '=', input.locale))
          .select(['c.name'])
          .where('c.id', '<>', input.categoryId)
          .where((eb) => eb.or([eb('c.name', '=', name), eb('ct.name', '=', name)]))
          .executeTakeFirst();
        if (clash) throw taken(`the category ${clash.name}`);
      }
      const read = async () => {
        const row = await db
          .selectFrom('category_translations as ct')
          .select(categoryTranslationColumns)
          .where('ct.category_id', '=', input.categoryId)
          .where('ct.locale', '=', input.locale)
          .executeTakeFirst();
        return row ? asCategoryTranslation(row) : null;
      };
      const before = await read();
      if (name === null && description === null) {
        await db.deleteFrom('category_translations').where('category_id', '=', input.categoryId).where('locale', '=', input.locale).execute();
      } else {
        const values = { name, description, updated_by: actor.email.toLowerCase(), updated_at: new Date() };
        await db
          .insertInto('category_translations')
          .values({ category_id: input.categoryId, locale: input.locale, ...values })
          .onConflict((conflict) => conflict.columns(['category_id', 'locale']).doUpdateSet(values))
          .execute();
      }
      const after = await read();
      const shown = (translation: CategoryTranslation | null) => translation && { locale: translation.locale, name: translation.name, description: translation.description };
      await recordAudit(tx, { actor, action: 'category.translate', target: { type: 'category', id: input.categoryId }, before: shown(before), after: shown(after) });
      return after;
    });
  } catch (error) {
    // Two admins giving two categories one name at once: the unique index decides, the later is told.
    if (asDriverException(error) instanceof UniqueConstraintViolationException) throw taken('another category');
    throw error;
  }
}

/**
 * In a sync's transaction, when the print provider changed a print's English: the translations of
 * what changed stay (shoppers still read them) and are flagged for an admin's review. A translation
 * of the other field, or a field left in English, is not flagged.
 */
export async function flagTranslationsForReview(tx: EntityManager, productId: number, changed: { title: boolean; description: boolean }): Promise<void> {
  if (!changed.title && !changed.description) return;
  await catalogueSql(tx)
    .updateTable('product_translations')
    .set((eb) => ({
      title_needs_review: changed.title ? sql<boolean>`${eb.ref('title')} is not null` : eb.ref('title_needs_review'),
      description_needs_review: changed.description ? sql<boolean>`${eb.ref('description')} is not null` : eb.ref('description_needs_review'),
    }))
    .where('product_id', '=', productId)
    .execute();
}
