import { describe, expect, it } from 'vitest';
import { inLocale, localeOfPath, preferredLocale, requestLocale } from './locales.ts';

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

  it("answer a call in its page's language, else the remembered one, else English", () => {
    expect(requestLocale('fr', 'de')).toBe('fr');
    expect(requestLocale(undefined, 'de')).toBe('de');
    expect(requestLocale('xx', 'it')).toBe('it');
    expect(requestLocale(['de'], 'pseudo')).toBe('en');
    expect(requestLocale(undefined, undefined)).toBe('en');
  });
});
