import { Button, Container } from '@mantine/core';
import { Link } from 'wouter';
import type { CurrentUser } from '../../hooks/useCurrentUser.ts';
import { ProductShowcase } from '../ProductShowcase/ProductShowcase.tsx';
import classes from './AccountHome.module.css';

/**
 * The signed-in customer's home (spec section 2). Recent orders and quick actions arrive with the
 * accounts issue; for now it greets and recommends.
 */
export function AccountHome({ user }: { user: CurrentUser }) {
  return (
    <>
      <section className={classes.welcome}>
        <Container>
          <p className={classes.eyebrow}>Your account</p>
          <h1 className={classes.title}>Welcome back, {user.firstName ?? 'Art Lover'}</h1>
          <p className={classes.lead}>New work arrives every season. Take a look at what has joined the collection.</p>
          <Button renderRoot={(props) => <Link href="/shop" {...props} />} size="lg" color="bronze.4" autoContrast>
            Browse Collection
          </Button>
        </Container>
      </section>
      <ProductShowcase eyebrow="Selected for you" title="Recommended for You" titleId="recommended" />
    </>
  );
}
