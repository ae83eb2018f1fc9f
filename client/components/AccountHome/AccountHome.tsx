import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container } from '@mantine/core';
import { Link } from 'wouter';
import type { PremiumStatus } from '../../../src/statuses.ts';
import type { TierBenefits } from '../../../src/tier-benefits.ts';
import type { CurrentUser } from '../../hooks/useCurrentUser.ts';
import { SIGN_OUT_URL } from '../../site-links.ts';
import { ProductShowcase } from '../ProductShowcase/ProductShowcase.tsx';
import { QuickActions } from '../QuickActions/QuickActions.tsx';
import { RecentOrders } from '../RecentOrders/RecentOrders.tsx';
import classes from './AccountHome.module.css';
import { pathTo } from '../../../src/page-routes.ts';

/** The heading over a member's benefits; a customer without a tier reads "Your benefits". */
const MEMBERSHIP: Record<PremiumStatus, MessageDescriptor> = {
  none: msg`Your benefits`,
  silver: msg`Silver member`,
  gold: msg`Gold member`,
  platinum: msg`Platinum member`,
};

/** What the customer's tier gives them (the tier table, src/tier-benefits.ts), one sentence each, in the page's language. */
function Benefits({ benefits }: { benefits: TierBenefits }) {
  const { t } = useLingui();
  const percent = benefits.printDiscountPercent;
  const days = benefits.returnWindowDays;
  const lines = [
    percent > 0 && t`${percent}% off every print`,
    benefits.freeStandardShipping && t`Free standard shipping`,
    t`Returns within ${plural(days, { one: '# day', other: '# days' })} of your order`,
    benefits.freeReturnShipping && t`Free return shipping`,
  ].filter((line) => line !== false);
  return (
    <ul className={classes.benefits}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The signed-in customer's home (spec section 2): a greeting with what their tier gives them, four
 * recommended works, the newest orders and shortcuts to the cart and two collections.
 */
export function AccountHome({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const firstName = user.firstName ?? t`Art Lover`;
  const email = user.email;
  return (
    <>
      <section className={classes.welcome}>
        <Container>
          <p className={classes.eyebrow}>
            <Trans>Your account</Trans>
          </p>
          <h1 className={classes.title}>
            <Trans>Welcome back, {firstName}</Trans>
          </h1>
          <p className={classes.lead}>
            <Trans>New work arrives every season. Take a look at what has joined the collection.</Trans>
          </p>
          <div className={classes.actions}>
            <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} size="lg" color="bronze.4" autoContrast>
              <Trans>Browse Collection</Trans>
            </Button>
            {/* On wide screens the header has no sign-out (the phone menu does), so the account home offers it. */}
            <Button component="a" href={SIGN_OUT_URL} size="lg" variant="outline" className={classes.signOut}>
              <Trans>Sign Out</Trans>
            </Button>
          </div>
          <p className={classes.signedInAs}>
            <Trans>Signed in as {email}</Trans>
          </p>
          <section className={classes.membership} aria-label={t`Your membership`}>
            <p className={classes.tier}>{i18n._(MEMBERSHIP[user.tier.tier])}</p>
            <Benefits benefits={user.tier} />
          </section>
        </Container>
      </section>
      <ProductShowcase eyebrow={t`Selected for you`} title={t`Recommended for You`} titleId="recommended" />
      <section className={classes.overview} aria-label={t`Orders and shortcuts`}>
        <Container className={classes.overviewGrid}>
          <RecentOrders />
          <QuickActions />
        </Container>
      </section>
    </>
  );
}
