import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { inLocale, LOCALE_NAMES, LOCALES } from '../../../src/locales.ts';
import { rememberLocale } from '../../locale-choice.ts';
import { useLocale } from '../../locale.tsx';
import classes from './LanguageSwitcher.module.css';

/**
 * The shop's languages, each a link to this very page in it (/de/product/12 from /product/12): a page
 * load of its own, so the server answers it in that language from its first byte. The choice is kept
 * (cookie `locale`) for the visitor's later visits and e-mails.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const current = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <nav className={classes.switcher} aria-label={t`Language`}>
      <ul className={classes.list}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${inLocale(locale, path)}${search ? `?${search}` : ''}`}
              hrefLang={locale}
              lang={locale}
              className={classes.link}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
