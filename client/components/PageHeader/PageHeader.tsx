import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

interface PageHeaderProps {
  /** A short small-caps line above the title, e.g. "Customer care". */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The opening band of an inner page: eyebrow, serif title and an optional introduction. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className={classes.header}>
      <Container size="md" className={classes.inner}>
        {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
        <h1 className={classes.title}>{title}</h1>
        {children && <div className={classes.intro}>{children}</div>}
      </Container>
    </header>
  );
}
