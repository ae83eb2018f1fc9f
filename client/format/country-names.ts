import { checkoutCountries, DEFAULT_COUNTRY } from '../../src/countries.ts';
import { OG_LOCALES, type Locale } from '../../src/locales.ts';

export interface CountryOption {
  value: string;
  label: string;
}

const byLocale = new Map<Locale, readonly CountryOption[]>();

/** Places whose full name is an administrative one ("Sonderverwaltungsregion Hongkong"): a shop's list says "Hongkong". */
const SHORT_NAMED = new Set(['HK']);

/**
 * The countries checkout ships to, named and sorted as `locale` names them ("Deutschland", "Vereinigte
 * Staaten"), the shop's home country first. English keeps the shop's own names (src/countries.ts). The
 * names come from the browser's Intl.DisplayNames, made when the country list is first shown, never
 * while a page loads (a page's first Intl object loads ICU's data; docs/performance.md, Lighthouse).
 */
export function countryOptions(locale: Locale): readonly CountryOption[] {
  let options = byLocale.get(locale);
  if (!options) {
    const countries = checkoutCountries();
    if (locale === 'en') {
      options = countries.map(({ code, name }) => ({ value: code, label: name }));
    } else {
      const language = OG_LOCALES[locale].replace('_', '-');
      const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
      const shortNames = new Intl.DisplayNames([language], { type: 'region', style: 'short', fallback: 'none' });
      const byName = new Intl.Collator(language).compare;
      options = countries
        .map(({ code, name }) => ({ value: code, label: (SHORT_NAMED.has(code) ? shortNames : names).of(code) ?? name }))
        .sort((a, b) => (a.value === DEFAULT_COUNTRY ? -1 : b.value === DEFAULT_COUNTRY ? 1 : byName(a.label, b.label)));
    }
    byLocale.set(locale, options);
  }
  return options;
}
