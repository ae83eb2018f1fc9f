import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import classes from './PlaceholderPage.module.css';

interface PlaceholderPageProps {
  eyebrow: string;
  title: string;
  description: string;
  /** Anything the page can already offer, shown above the way back to the collection. */
  children?: ReactNode;
}

/** A page whose features arrive in a later issue: its title, what it will hold, and a way back to the art. */
export function PlaceholderPage({ eyebrow, title, description, children }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title}>
        <p>{description}</p>
      </PageHeader>
      <Container size="md" className={classes.body}>
        {children}
        <Button renderRoot={(props) => <Link href="/shop" {...props} />} variant="outline" color="charcoal.8" size="md">
          Browse the Collection
        </Button>
      </Container>
    </>
  );
}
