import { LOCALE_COOKIE, isLocale, type Locale } from '../src/locales.ts';
import { rememberLocaleOnAccount } from './trpc.ts';

/** A year: the choice lasts between visits, as a shop's language preference should. */
const KEPT_SECONDS = 365 * 24 * 3600;

/**
 * Keeps the visitor's language for their later visits and the e-mails the shop sends them: in the
 * cookie the server reads, and on a signed-in customer's account.
 */
export function rememberLocale(locale: Locale): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not a text
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${KEPT_SECONDS}; samesite=lax`;
  rememberLocaleOnAccount(locale);
}

/** The language the visitor chose before, if any. */
export function chosenLocale(): Locale | null {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : null;
}
