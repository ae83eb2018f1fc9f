import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from './admin.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { listPaging, SearchText } from './paging.ts';
import { text } from './text.ts';

/**
 * The catalogue in the shop's other languages: each print's title and description and each
 * category's name and description, written by admins in the Products tab. English is the catalogue's
 * own text (what Printify gives, what the seed writes), and what a shopper reads wherever a
 * translation is missing. The schemas the back office's calls parse with and the forms check with,
 * and the shapes they answer.
 */

/** The languages a print or category is translated into: every language of the shop but English. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

/** Each in English, as the back office names it; a Record, so a language added to the shop must be added here. */
export const TRANSLATED_LOCALE_LABELS: Record<TranslatedLocale, string> = { de: 'German', fr: 'French', es: 'Spanish', it: 'Italian' };
export const TRANSLATED_LOCALES = Object.keys(TRANSLATED_LOCALE_LABELS) as [TranslatedLocale, ...TranslatedLocale[]];

export const isTranslatedLocale = (locale: Locale | undefined): locale is TranslatedLocale => locale !== undefined && locale !== DEFAULT_LOCALE;

/** The most a translated description holds; the English one comes from the print provider, unbounded. */
export const MAX_DESCRIPTION = 5000;

const TranslatedLocaleInput = z.enum(TRANSLATED_LOCALES, { message: `Language must be one of ${TRANSLATED_LOCALES.join(', ')}` });
const RowId = (what: string) =>
  z.number({ message: `Choose a ${what}` }).int(`Choose a ${what}`).positive(`Choose a ${what}`).max(2_147_483_647, `Choose a ${what}`);

/**
 * One print in one language. A blank field is no translation: the shopper reads the English one.
 * The description is plain text with its line breaks; markup in it is reduced to text on the server,
 * as the print provider's is.
 */
export const ProductTranslationInput = z.strictObject({
  productId: RowId('print'),
  locale: TranslatedLocaleInput,
  title: text('Title', { max: 255 }),
  description: text('Description', { max: MAX_DESCRIPTION, tooLong: 'Description has at most 5,000 characters', multiline: true }),
});
export type ProductTranslationInput = z.input<typeof ProductTranslationInput>;

/** One category's name (and description) in one language; blank fields as above. */
export const CategoryTranslationInput = z.strictObject({
  categoryId: RowId('category'),
  locale: TranslatedLocaleInput,
  name: text('Name', { max: 100 }),
  description: text('Description', { max: 1000, tooLong: 'Description has at most 1,000 characters', multiline: true }),
});
export type CategoryTranslationInput = z.input<typeof CategoryTranslationInput>;

export const ProductTranslationListInput = z.strictObject({
  /** Part of a print's English or translated title. */
  search: SearchText.optional(),
  /** Only prints with a translation flagged for review (its English changed since). */
  needsReview: z.boolean({ message: 'needsReview is true or false' }).optional(),
  ...listPaging(ADMIN_PAGE_SIZE),
});
export type ProductTranslationListInput = z.input<typeof ProductTranslationListInput>;

export const ProductIdOnly = z.strictObject({ productId: RowId('print') });

/**
 * How far a print is translated into a language: `missing` (nothing), `partial` (a title or a
 * description still in English), `done`, or `review` (the English changed since: a Printify sync
 * brought a new title or description).
 */
export const TRANSLATION_STATES = ['missing', 'partial', 'done', 'review'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** A print as the Products tab's translation list shows it. */
export interface ProductTranslationRow {
  /** The product's id; named `id` so that the admin lists' cursor pages it. */
  id: number;
  title: string;
  imageUrl: string | null;
  states: Record<TranslatedLocale, TranslationState>;
}

/** One language of a print, as saved. */
export interface ProductTranslation {
  locale: TranslatedLocale;
  /** Null where the English is shown. */
  title: string | null;
  description: string | null;
  /** The English title (or description) changed since this one was saved: it is still shown, and waits for an admin's look. */
  titleNeedsReview: boolean;
  descriptionNeedsReview: boolean;
  /** Who saved it last (null for the demo catalogue's), and when (ISO 8601). */
  updatedBy: string | null;
  updatedAt: string;
}

/** A print's English beside each of its translations (a language without one is left out). */
export interface ProductTranslations {
  productId: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  translations: ProductTranslation[];
}

export interface CategoryTranslation {
  locale: TranslatedLocale;
  name: string | null;
  description: string | null;
  updatedBy: string | null;
  updatedAt: string;
}

/** A category's English beside its translations. */
export interface CategoryTranslations {
  categoryId: number;
  name: string;
  description: string | null;
  translations: CategoryTranslation[];
}

/** The state of one language of a print, from what is saved and what the English has. */
export function translationState(english: { description: string | null }, translation: Pick<ProductTranslation, 'title' | 'description' | 'titleNeedsReview' | 'descriptionNeedsReview'> | undefined): TranslationState {
  if (!translation || (translation.title === null && translation.description === null)) return 'missing';
  if (translation.titleNeedsReview || translation.descriptionNeedsReview) return 'review';
  const described = english.description === null || translation.description !== null;
  return translation.title !== null && described ? 'done' : 'partial';
}
