import { Container } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { SupportContact } from '../SupportContact/SupportContact.tsx';
import classes from './PolicyPage.module.css';

/** Spec section 2: every policy takes effect on the same day. */
const EFFECTIVE_DATE = 'January 1, 2025';

export interface PolicySection {
  /** The anchor other pages link to, e.g. "shipping" for /terms-of-service#shipping. */
  id: string;
  title: string;
  body: ReactNode;
}

interface PolicyPageProps {
  title: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
}

/** The shared layout of the refund, privacy and terms pages: header, contents list, numbered sections, support. */
export function PolicyPage({ title, intro, sections }: PolicyPageProps) {
  usePageTitle(title);

  // A link such as /terms-of-service#shipping arrives before this lazily loaded page has rendered its anchors.
  useEffect(() => {
    const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target) target.scrollIntoView();
  }, []);

  return (
    <>
      <PageHeader eyebrow="Policies" title={title}>
        <p className={classes.effective}>Effective date: {EFFECTIVE_DATE}</p>
      </PageHeader>
      <Container size="lg" className={classes.layout}>
        <nav className={classes.contents} aria-label="On this page">
          <p className={classes.contentsTitle}>On this page</p>
          <ol className={classes.contentsList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
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
                {section.title}
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
