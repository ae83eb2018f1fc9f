import { describe, expect, it } from 'vitest';
import { inLocale, localeOfPath, preferredLocale } from './locales.ts';

describe('the languages of addresses', () => {
  it('read a prefix as its language, and none as English', () => {
    expect(localeOfPath('/de/shop')).toEqual({ locale: 'de', path: '/shop' });
    expect(localeOfPath('/fr/')).toEqual({ locale: 'fr', path: '/' });
    expect(localeOfPath('/it')).toEqual({ locale: 'it', path: '/' });
    expect(localeOfPath('/shop')).toEqual({ locale: 'en', path: '/shop' });
    // English has no prefix of its own, and a prefix of no language is part of the path.
    expect(localeOfPath('/en/shop')).toEqual({ locale: 'en', path: '/en/shop' });
    expect(localeOfPath('/xx/shop')).toEqual({ locale: 'en', path: '/xx/shop' });
    expect(localeOfPath('/design')).toEqual({ locale: 'en', path: '/design' });
    expect(inLocale('de', '/')).toBe('/de/');
    expect(inLocale('en', '/shop')).toBe('/shop');
  });

  it("pick the browser's first language the shop speaks", () => {
    expect(preferredLocale(['de-AT', 'en-US'])).toBe('de');
    expect(preferredLocale(['pt-BR', 'it'])).toBe('it');
    expect(preferredLocale(['ja', 'zh-CN'])).toBeNull();
  });
});
