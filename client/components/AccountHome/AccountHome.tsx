import { Button, Container } from '@mantine/core';
import { Link } from 'wouter';
import { describeBenefits, tierName } from '../../../src/tier-benefits.ts';
import type { CurrentUser } from '../../hooks/useCurrentUser.ts';
import { SIGN_OUT_URL } from '../../site-links.ts';
import { ProductShowcase } from '../ProductShowcase/ProductShowcase.tsx';
import { QuickActions } from '../QuickActions/QuickActions.tsx';
import { RecentOrders } from '../RecentOrders/RecentOrders.tsx';
import classes from './AccountHome.module.css';
import { pathTo } from '../../../src/page-routes.ts';

/**
 * The signed-in customer's home (spec section 2): a greeting with what their tier gives them, four
 * recommended works, the newest orders and shortcuts to the cart and two collections.
 */
export function AccountHome({ user }: { user: CurrentUser }) {
  return (
    <>
      <section className={classes.welcome}>
        <Container>
          <p className={classes.eyebrow}>Your account</p>
          <h1 className={classes.title}>Welcome back, {user.firstName ?? 'Art Lover'}</h1>
          <p className={classes.lead}>New work arrives every season. Take a look at what has joined the collection.</p>
          <div className={classes.actions}>
            <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} size="lg" color="bronze.4" autoContrast>
              Browse Collection
            </Button>
            {/* On wide screens the header has no sign-out (the phone menu does), so the account home offers it. */}
            <Button component="a" href={SIGN_OUT_URL} size="lg" variant="outline" className={classes.signOut}>
              Sign Out
            </Button>
          </div>
          <p className={classes.signedInAs}>Signed in as {user.email}</p>
          <section className={classes.membership} aria-label="Your membership">
            <p className={classes.tier}>{user.tier.tier === 'none' ? 'Your benefits' : `${tierName(user.tier.tier)} member`}</p>
            <ul className={classes.benefits}>
              {describeBenefits(user.tier).map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </section>
        </Container>
      </section>
      <ProductShowcase eyebrow="Selected for you" title="Recommended for You" titleId="recommended" />
      <section className={classes.overview} aria-label="Orders and shortcuts">
        <Container className={classes.overviewGrid}>
          <RecentOrders />
          <QuickActions />
        </Container>
      </section>
    </>
  );
}
