import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { RefundPolicyPage } from './RefundPolicyPage.tsx';

/**
 * The refund policy in English, German and French: its title, effective date in the language's format,
 * contents, a paragraph with its emphasis and its link into the same language's pages, and the support
 * box that closes every policy page. Its texts come from the `policies` catalog.
 */
describe.each([
  {
    locale: 'en' as const,
    title: 'Refund Policy',
    header: ['Policies', 'Effective date: January 1, 2025'],
    contents: 'On this page',
    sections: ['Starting a return', 'Condition of returned items', 'Refunds', 'Return shipping', 'Exchanges', 'Late returns'],
    paragraph:
      'Returns must be started within 7 days of delivery. Begin on our returns page with your order number and the e-mail address used at checkout, choose the item and tell us why you are sending it back.',
    emphasis: '7 days of delivery',
    link: ['returns page', '/returns'],
    exceptions: ['the item arrived defective;', 'the item was damaged in transit;', 'you received the wrong item.'],
    support: 'Questions? We’re here to help.',
  },
  {
    locale: 'de' as const,
    title: 'Erstattungsrichtlinie',
    header: ['Rechtliches', 'Gültig ab 1. Januar 2025'],
    contents: 'Auf dieser Seite',
    sections: ['Eine Rücksendung anmelden', 'Zustand zurückgesandter Artikel', 'Erstattungen', 'Rückversand', 'Umtausch', 'Verspätete Rücksendungen'],
    paragraph:
      'Rücksendungen müssen innerhalb von 7 Tagen nach der Zustellung angemeldet werden. Beginnen Sie auf unserer Rücksendeseite mit Ihrer Bestellnummer und der E\u2011Mail-Adresse, die Sie beim Bestellen verwendet haben, wählen Sie den Artikel und teilen Sie uns mit, warum Sie ihn zurücksenden.',
    emphasis: '7 Tagen nach der Zustellung',
    link: ['Rücksendeseite', '/de/returns'],
    exceptions: ['der Artikel ist defekt angekommen;', 'der Artikel wurde auf dem Transportweg beschädigt;', 'Sie haben einen falschen Artikel erhalten.'],
    support: 'Fragen? Wir helfen Ihnen gern.',
  },
  {
    locale: 'fr' as const,
    title: 'Politique de remboursement',
    header: ['Informations légales', 'En vigueur\u00a0: 1 janvier 2025'],
    contents: 'Sur cette page',
    sections: ['Demander un retour', 'État des articles retournés', 'Remboursements', 'Frais de retour', 'Échanges', 'Retours tardifs'],
    paragraph:
      'Les retours doivent être demandés dans les 7 jours suivant la livraison. Rendez-vous sur notre page Retours avec votre numéro de commande et l’adresse e\u2011mail utilisée lors de la commande, choisissez l’article et indiquez-nous pourquoi vous le renvoyez.',
    emphasis: '7 jours suivant la livraison',
    link: ['page Retours', '/fr/returns'],
    exceptions: ['l’article est arrivé défectueux\u202f;', 'l’article a été endommagé pendant le transport\u202f;', 'vous avez reçu le mauvais article.'],
    support: 'Une question\u202f? Nous sommes là pour vous aider.',
  },
])('refund policy in $locale', ({ locale, title, header, contents, sections, paragraph, emphasis, link, exceptions, support }) => {
  it('reads in its language, with its date in the language’s format and its links within it', async () => {
    renderWithShop(<RefundPolicyPage />, { path: '/refund-policy', locale });
    await screen.findByRole('heading', { level: 1, name: title });
    // The eyebrow, then the day every policy took effect.
    expect([...document.querySelectorAll('header p')].map((line) => line.textContent)).toEqual(header);

    const nav = screen.getByRole('navigation', { name: contents });
    expect(within(nav).getAllByRole('link').map((entry) => entry.textContent)).toEqual(sections);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...sections.map((section, index) => `0${index + 1}${section}`),
      support,
    ]);

    const firstSection = document.getElementById('return-window')!;
    const first = firstSection.querySelector('p')!;
    expect(first.textContent).toBe(paragraph);
    expect(first.querySelector('strong')?.textContent).toBe(emphasis);
    expect(within(first).getByRole('link').textContent).toBe(link[0]);
    expect(within(first).getByRole('link').getAttribute('href')).toBe(link[1]);
    expect([...document.querySelectorAll('#return-shipping li')].map((item) => item.textContent)).toEqual(exceptions);
  });
});
