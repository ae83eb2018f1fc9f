import type { Locale } from './locales.ts';

/**
 * What the suggestion to switch languages says, in the language it suggests: a visitor whose browser
 * prefers German reads it in German on an English page, whose catalogs hold only English. Five short
 * lines, so that no other language's catalog is loaded for them; a module of their own, so that they
 * go with the banner's chunk (client/components/LanguageSuggestion/SuggestionBanner.tsx).
 */
export const SWITCH_SUGGESTIONS: Record<Locale, { text: string; action: string; dismiss: string }> = {
  en: { text: 'This page is also available in English.', action: 'View in English', dismiss: 'No, thanks' },
  de: { text: 'Diese Seite gibt es auch auf Deutsch.', action: 'Auf Deutsch ansehen', dismiss: 'Nein, danke' },
  fr: { text: 'Cette page existe aussi en français.', action: 'Voir en français', dismiss: 'Non, merci' },
  es: { text: 'Esta página también está disponible en español.', action: 'Ver en español', dismiss: 'No, gracias' },
  it: { text: 'Questa pagina è disponibile anche in italiano.', action: 'Vedi in italiano', dismiss: 'No, grazie' },
};
