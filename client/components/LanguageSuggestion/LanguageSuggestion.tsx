import { lazy, Suspense, useEffect, useState } from 'react';
import { preferredLocale, type Locale } from '../../../src/locales.ts';
import { afterFirstPaint } from '../../first-paint.ts';
import { chosenLocale, rememberLocale } from '../../locale-choice.ts';
import { useLocale } from '../../locale.tsx';
// In the page's stylesheet, not the banner's chunk: a stylesheet added after the first paint restyles
// the whole page while it is still busy (docs/performance.md).
import classes from './LanguageSuggestion.module.css';

const SuggestionBanner = lazy(async () => ({ default: (await import('./SuggestionBanner.tsx')).SuggestionBanner }));

/**
 * A first-time visitor whose browser prefers another of the shop's languages is offered it, once, in
 * that language, at the foot of the screen (it moves nothing on the page). Never a redirect: search
 * engines and anyone who follows a link reach the page they asked for. Either answer is kept (cookie
 * `locale`), so it is not asked again.
 */
export function LanguageSuggestion() {
  const current = useLocale();
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
  const dismiss = () => {
    rememberLocale(current);
    setSuggested(null);
  };
  return (
    <Suspense fallback={null}>
      <SuggestionBanner suggested={suggested} onDismiss={dismiss} classes={classes} />
    </Suspense>
  );
}
