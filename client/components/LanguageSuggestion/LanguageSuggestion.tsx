import { CloseButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { inLocale, preferredLocale, SWITCH_SUGGESTIONS, type Locale } from '../../../src/locales.ts';
import { afterFirstPaint } from '../../first-paint.ts';
import { chosenLocale, rememberLocale } from '../../locale-choice.ts';
import { useLocale } from '../../locale.tsx';
import classes from './LanguageSuggestion.module.css';

/**
 * A first-time visitor whose browser prefers another of the shop's languages is offered it, once, in
 * that language, at the foot of the screen (it moves nothing on the page). Never a redirect: search
 * engines and anyone who follows a link reach the page they asked for. Either answer is kept (cookie
 * `locale`), so it is not asked again.
 */
export function LanguageSuggestion() {
  const current = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  const [suggested, setSuggested] = useState<Locale | null>(null);

  useEffect(() => {
    // After the first paint: it is no part of what the page shows first.
    afterFirstPaint(() => {
      if (chosenLocale()) return;
      const preferred = preferredLocale(navigator.languages);
      if (preferred && preferred !== current) setSuggested(preferred);
    });
  }, [current]);

  if (!suggested) return null;
  const words = SWITCH_SUGGESTIONS[suggested];
  const dismiss = () => {
    rememberLocale(current);
    setSuggested(null);
  };
  return (
    <aside className={classes.suggestion} lang={suggested} aria-label={words.text}>
      <p className={classes.text}>{words.text}</p>
      <a className={classes.action} href={`${inLocale(suggested, path)}${search ? `?${search}` : ''}`} hrefLang={suggested} onClick={() => rememberLocale(suggested)}>
        {words.action}
      </a>
      <CloseButton className={classes.close} aria-label={words.dismiss} title={words.dismiss} onClick={dismiss} />
    </aside>
  );
}
