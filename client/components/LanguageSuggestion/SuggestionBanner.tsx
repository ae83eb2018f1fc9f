import { CloseButton } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';
import { SWITCH_SUGGESTIONS } from '../../../src/locale-suggestions.ts';
import { inLocale, type Locale } from '../../../src/locales.ts';
import { rememberLocale } from '../../locale-choice.ts';

/**
 * The offer itself (LanguageSuggestion decides whether to make it, and gives its styles): a chunk of
 * its own, as most visitors never see it, so its words are no part of the entry script.
 */
export function SuggestionBanner({ suggested, onDismiss, classes }: { suggested: Locale; onDismiss: () => void; classes: CSSModuleClasses }) {
  const [path] = useLocation();
  const search = useSearch();
  const words = SWITCH_SUGGESTIONS[suggested];
  return (
    <aside className={classes.suggestion} lang={suggested} aria-label={words.text}>
      <p className={classes.text}>{words.text}</p>
      <a className={classes.action} href={`${inLocale(suggested, path)}${search ? `?${search}` : ''}`} hrefLang={suggested} onClick={() => rememberLocale(suggested)}>
        {words.action}
      </a>
      <CloseButton className={classes.close} aria-label={words.dismiss} title={words.dismiss} onClick={onDismiss} />
    </aside>
  );
}
