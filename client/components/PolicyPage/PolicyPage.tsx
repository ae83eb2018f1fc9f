import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { calendarDay } from '../../../src/locale-dates.ts';
import { PAGES } from '../../../src/page-routes.ts';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { useLocale } from '../../locale.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { SupportContact } from '../SupportContact/SupportContact.tsx';
import classes from './PolicyPage.module.css';

/** Spec section 2: every policy takes effect on the same day (written in the page's language). */
const EFFECTIVE_DATE = '2025-01-01';

export interface PolicySection {
  /** The anchor other pages link to, e.g. "shipping" for /terms-of-service#shipping. */
  id: string;
  title: MessageDescriptor;
  body: ReactNode;
}

interface PolicyPageProps {
  /** Which policy: its name (the title) is the route table's. */
  page: 'refundPolicy' | 'privacyPolicy' | 'termsOfService' | 'accessibility';
  /** A statement kept up to date rather than a policy in force: the day it was last reviewed (YYYY-MM-DD). */
  reviewed?: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
}

/**
 * The shared layout of the refund, privacy and terms pages and the accessibility statement: header,
 * contents list, numbered sections, support. The pages' own texts are in the `policies` catalog, loaded with them (client/i18n.ts).
 */
export function PolicyPage({ page, reviewed, intro, sections }: PolicyPageProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const title = i18n._(PAGES[page].name);
  const effective = calendarDay(EFFECTIVE_DATE, locale, 'long');
  const reviewedDay = reviewed && calendarDay(reviewed, locale, 'long');
  usePageTitle(title);

  // A link such as /terms-of-service#shipping arrives before this lazily loaded page has rendered its anchors.
  useEffect(() => {
    const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target) target.scrollIntoView();
  }, []);

  return (
    <>
      <PageHeader eyebrow={t`Policies`} title={title}>
        <p className={classes.effective}>{reviewedDay ? <Trans>Last reviewed: {reviewedDay}</Trans> : <Trans>Effective date: {effective}</Trans>}</p>
      </PageHeader>
      <Container size="lg" className={classes.layout}>
        <nav className={classes.contents} aria-label={t`On this page`}>
          <p className={classes.contentsTitle}>
            <Trans>On this page</Trans>
          </p>
          <ol className={classes.contentsList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{i18n._(section.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={classes.article}>
          <div className={classes.intro}>{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className={classes.section}>
              <h2 className={classes.sectionTitle}>
                <span className={classes.number}>{String(index + 1).padStart(2, '0')}</span>
                {i18n._(section.title)}
              </h2>
              <div className={classes.prose}>{section.body}</div>
            </section>
          ))}
          <SupportContact />
        </article>
      </Container>
    </>
  );
}
