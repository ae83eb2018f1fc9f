import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import classes from './NoticePage.module.css';

interface NoticePageProps {
  /** A large figure or icon above the title, e.g. "404". */
  mark: ReactNode;
  title: string;
  children: ReactNode;
  /** Buttons or links that lead on. */
  actions: ReactNode;
}

/** A single centred message with a way onward: the 404 page and the shipping-blocked page. */
export function NoticePage({ mark, title, children, actions }: NoticePageProps) {
  usePageTitle(title);
  return (
    <section className={classes.notice}>
      <Container size="sm" className={classes.inner}>
        <div className={classes.mark} aria-hidden="true">
          {mark}
        </div>
        <h1 className={classes.title}>{title}</h1>
        <div className={classes.text}>{children}</div>
        <div className={classes.actions}>{actions}</div>
      </Container>
    </section>
  );
}
