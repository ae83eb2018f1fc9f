import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../test-utils/render.tsx';
import { AccessibilityPage } from './AccessibilityPage.tsx';

/**
 * The accessibility statement in English and German: its title, the day it was last reviewed in the
 * language's format (not the policies' effective date), its sections, and the ways to ask for help,
 * the contact form's link within the page's language. Its texts come from the `policies` catalog.
 */
describe.each([
  {
    locale: 'en' as const,
    title: 'Accessibility',
    header: ['Policies', 'Last reviewed: November 28, 2026'],
    sections: ['The standard we aim for', 'How we check it', 'Known limitations', 'Help and other formats', 'If our answer does not help'],
    contactForm: ['contact form', '/contact'],
  },
  {
    locale: 'de' as const,
    title: 'Barrierefreiheit',
    header: ['Rechtliches', 'Zuletzt geprüft: 28. November 2026'],
    sections: ['Der Standard, den wir anstreben', 'Wie wir das prüfen', 'Bekannte Einschränkungen', 'Hilfe und andere Formate', 'Wenn unsere Antwort nicht weiterhilft'],
    contactForm: ['Kontaktformular', '/de/contact'],
  },
])('the accessibility statement in $locale', ({ locale, title, header, sections, contactForm }) => {
  it('says what it meets, how it is checked, what is not met yet and how to ask for help', async () => {
    renderWithShop(<AccessibilityPage />, { path: '/accessibility', locale });
    await screen.findByRole('heading', { level: 1, name: title });
    expect([...document.querySelectorAll('header p')].map((line) => line.textContent)).toEqual(header);
    expect(screen.getAllByRole('heading', { level: 2 }).slice(0, sections.length).map((heading) => heading.textContent)).toEqual(
      sections.map((section, index) => `0${index + 1}${section}`),
    );
    expect(document.querySelectorAll('#limitations li')).toHaveLength(3);
    const help = document.getElementById('help')!;
    expect(within(help).getByRole('link', { name: 'support@canvasandlight.example' }).getAttribute('href')).toBe('mailto:support@canvasandlight.example');
    expect(within(help).getByRole('link', { name: contactForm[0] }).getAttribute('href')).toBe(contactForm[1]);
  });
});
