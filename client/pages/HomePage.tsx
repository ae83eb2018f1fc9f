import { AccountHome } from '../components/AccountHome/AccountHome.tsx';
import { CraftHighlights } from '../components/CraftHighlights/CraftHighlights.tsx';
import { FeaturedCollections } from '../components/FeaturedCollections/FeaturedCollections.tsx';
import { FloatingSocialBar } from '../components/FloatingSocialBar/FloatingSocialBar.tsx';
import { HomeHero } from '../components/HomeHero/HomeHero.tsx';
import { ProductShowcase } from '../components/ProductShowcase/ProductShowcase.tsx';
import { useCurrentUser } from '../hooks/useCurrentUser.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { useOrderSuccessToast } from '../hooks/useOrderSuccessToast.ts';
import { useLingui } from '@lingui/react/macro';

/** Spec section 2: the landing for visitors (also while the user lookup runs), the account home once signed in. */
export function HomePage() {
  const { t } = useLingui();
  usePageTitle(null);
  useOrderSuccessToast();
  const { user } = useCurrentUser();
  if (user) return <AccountHome user={user} />;
  return (
    <>
      <HomeHero />
      <FloatingSocialBar />
      <FeaturedCollections />
      <CraftHighlights />
      <ProductShowcase eyebrow={t`Just in`} title={t`New Arrivals`} titleId="new-arrivals" />
    </>
  );
}
