const rules = new Map<string, Intl.PluralRules>();

/**
 * The plural category of `count` in `locale` ('one', 'other', …), for a <Select> or select() in place
 * of Lingui's plural in a first screen's text (the header's bag and wishlist, /shop's count), which then
 * writes its count itself. Lingui's plural formats its count with Intl.NumberFormat whether or not the
 * text shows it, and a page's first NumberFormat loads ICU's number data: on /shop, 15 ms of this
 * machine's main thread before the first paint (130 ms at Lighthouse's calibrated CPU slowdown).
 * Intl.PluralRules costs next to nothing.
 */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let localeRules = rules.get(locale);
  if (!localeRules) rules.set(locale, (localeRules = new Intl.PluralRules(locale)));
  return localeRules.select(count);
}
