import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../../src/locales.ts';
import { messages as dePages } from '../../src/locales/de/pages.po';
import { messages as deShop } from '../../src/locales/de/shop.po';
import { messages as enPages } from '../../src/locales/en/pages.po';
import { messages as enPolicies } from '../../src/locales/en/policies.po';
import { messages as enShop } from '../../src/locales/en/shop.po';
import { messages as esPages } from '../../src/locales/es/pages.po';
import { messages as esShop } from '../../src/locales/es/shop.po';
import { messages as frPages } from '../../src/locales/fr/pages.po';
import { messages as frShop } from '../../src/locales/fr/shop.po';
import { messages as itPages } from '../../src/locales/it/pages.po';
import { messages as itShop } from '../../src/locales/it/shop.po';
import { messages as deP } from '../../src/locales/de/policies.po';
import { messages as esP } from '../../src/locales/es/policies.po';
import { messages as frP } from '../../src/locales/fr/policies.po';
import { messages as itP } from '../../src/locales/it/policies.po';

/** Every catalog of a language, loaded at once: a test renders any page in any language without waiting. */
const CATALOGS: Record<Locale, Messages[]> = {
  en: [enShop, enPages, enPolicies],
  de: [deShop, dePages, deP],
  fr: [frShop, frPages, frP],
  es: [esShop, esPages, esP],
  it: [itShop, itPages, itP],
};

const languages = new Map<Locale, I18n>();

/** The i18n a test's components read their texts from, in `locale`. */
export function testI18n(locale: Locale): I18n {
  let i18n = languages.get(locale);
  if (!i18n) {
    i18n = setupI18n();
    for (const messages of CATALOGS[locale]) i18n.load(locale, messages);
    i18n.activate(locale);
    languages.set(locale, i18n);
  }
  return i18n;
}
