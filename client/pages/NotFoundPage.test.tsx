import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** Page Not Found in each language: its title, its words and its ways back, into the same language's pages. */
describe.each([
  { locale: 'en' as const, title: 'Page Not Found', shop: 'Back to the Shop', home: 'Go to Homepage', base: '' },
  { locale: 'de' as const, title: 'Seite nicht gefunden', shop: 'Zurück zum Shop', home: 'Zur Startseite', base: '/de' },
  { locale: 'it' as const, title: 'Pagina non trovata', shop: 'Torna al negozio', home: 'Vai alla home page', base: '/it' },
])('Page Not Found in $locale', ({ locale, title, shop, home, base }) => {
  it('names itself and leads back to the shop and the homepage', async () => {
    renderWithShop(<NotFoundPage />, { path: '/no-such-page', locale });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(document.title).toBe(`${title} — Canvas & Light`);
    expect(screen.getByRole('link', { name: shop }).getAttribute('href')).toBe(`${base}/shop`);
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe(`${base}/`);
  });
});
