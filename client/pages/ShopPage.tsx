import { Button, Container, Loader, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { Category } from '../../src/catalogue.ts';
import { FIRST_SHOP_PAGE } from '../../src/page-boot.ts';
import type { Locale } from '../../src/locales.ts';
import { localeDigits } from '../../src/pricing.ts';
import { categoryImage } from '../format/category-image.ts';
import { pluralCategory } from '../format/plural-category.ts';
import { ArtworkImage } from '../components/ArtworkImage/ArtworkImage.tsx';
import { LoadError } from '../components/LoadError/LoadError.tsx';
import { PageHeader } from '../components/PageHeader/PageHeader.tsx';
import { ProductGrid } from '../components/ProductGrid/ProductGrid.tsx';
import { PromoVideo } from '../components/PromoVideo/PromoVideo.tsx';
import { ShopFilters } from '../components/ShopFilters/ShopFilters.tsx';
import { useCataloguePages } from '../hooks/useCataloguePages.ts';
import { useNearViewport } from '../hooks/useNearViewport.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { keepPreviousData } from '@tanstack/react-query';
import { catalogueFilters, isFiltered } from '../../src/shop-filters.ts';
import { findCurrency } from '../../src/currencies.ts';
import { useShopperLocation } from '../hooks/useShopperLocation.ts';
import { shopHref, useShopFilters } from '../hooks/useShopFilters.ts';
import { useLocale } from '../locale.tsx';
import { trpc } from '../trpc.ts';
import classes from './ShopPage.module.css';
import { Select, Trans, useLingui } from '@lingui/react/macro';

/** Spec section 9: the catalogue shows 8 skeleton cards while it loads. */
const SKELETON_COUNT = 8;
/** One page of results; more arrive as the shopper nears the end. */
const PAGE_SIZE = FIRST_SHOP_PAGE.limit;
/** The promo block sits after the first two rows on a wide screen. */
const PROMO_AFTER = 8;
/** The first row is on the first screen: those pictures load at once. */
const PRIORITY_COUNT = 4;
/** The collection the shop announces before it has prints (spec section 2). */
const COMING_SOON_CATEGORY = 'Black & White';

/** The number of matches as the page's language writes it: past the count's cap, "10,000+" (ProductPage.totalCapped). */
const shownCount = (total: number, capped: boolean, locale: Locale) => `${localeDigits(total, 0, locale)}${capped ? '+' : ''}`;

/**
 * "12 artworks found", and what was searched for: one sentence, as each language orders it. The count
 * is written by `shown`, so its form is a <Select> of its plural category (pluralCategory says why).
 */
function CountLabel({ total, shown, search, locale }: { total: number; shown: string; search: string; locale: Locale }) {
  const category = pluralCategory(locale, total);
  if (!search) return <Select value={category} _one={`${shown} artwork found`} other={`${shown} artworks found`} />;
  return (
    <Trans>
      <Select value={category} _one={`${shown} artwork found`} other={`${shown} artworks found`} />
      <span className={classes.query}> for “{search}”</span>
    </Trans>
  );
}

/** /shop and /shop/anything: the catalogue, filtered and sorted through the address (spec section 2). */
export function ShopPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { filters, setFilters, clearFilters } = useShopFilters();
  const { search, category, sort } = filters;
  const { currency } = useShopperLocation();
  const categories = trpc.shop.categories.list.useQuery();
  const asked = catalogueFilters(filters, currency);
  const products = useCataloguePages({ ...asked, sort, limit: PAGE_SIZE });
  // The choices' counts follow the filters; the last ones stay on screen while the next are counted. In
  // the shopper's currency always: its price range is the price fields' hint.
  const facets = trpc.shop.products.facets.useQuery({ ...asked, currency }, { placeholderData: keepPreviousData });
  usePageTitle(category ?? t`Shop`);

  const items = products.data?.pages.flatMap((page) => page.items);
  const first = products.data?.pages[0];
  const total = first?.total;
  const capped = !!first?.totalCapped;
  // A search with typos: the server answers the matches of its corrected reading, or a "Did you mean".
  const correctedTo = first?.correctedTo;
  const suggestion = first?.suggestion;
  const filtered = isFiltered(filters);
  // Spec section 2: only Black & White is announced before it has prints; any other empty view is 'No artwork found'.
  const comingSoon = total === 0 && !products.isPlaceholderData && !search && category === COMING_SOON_CATEGORY;

  return (
    <>
      <PageHeader eyebrow={t`The collection`} title={category ?? t`All Artwork`}>
        <p className={classes.count} aria-live="polite">
          {total === undefined ? '\u00a0' : <CountLabel total={total} shown={shownCount(total, capped, locale)} search={correctedTo ?? search} locale={locale} />}
        </p>
      </PageHeader>
      <Container className={classes.body}>
        <ShopFilters
          filters={filters}
          categories={categories.data}
          facets={facets.data}
          currencySymbol={findCurrency(currency)?.symbol ?? '$'}
          onChange={setFilters}
        />
        <div className={classes.results}>
          {products.isError && !items ? (
            <LoadError message={t`We couldn’t load the artwork just now.`} onRetry={() => void products.refetch()} />
          ) : comingSoon ? (
            <ComingSoon
              category={categories.data?.find((entry) => entry.name === COMING_SOON_CATEGORY) ?? { name: COMING_SOON_CATEGORY, description: null, imageUrl: null }}
              onBrowseAll={clearFilters}
            />
          ) : total === 0 && !products.isPlaceholderData ? (
            <div className={classes.empty}>
              <p className={classes.emptyEyebrow}>
                <Trans>Nothing on the wall</Trans>
              </p>
              <h2 className={classes.emptyTitle}>
                <Trans>No artwork found</Trans>
              </h2>
              <p className={classes.emptyText}>
                {!search
                  ? filtered && !category
                    ? t`Try fewer filters, or browse the whole collection.`
                    : t`Try another category, or browse the whole collection.`
                  : category
                    ? t`Nothing matches “${search}” in ${category}. Try another word, or browse the whole collection.`
                    : t`Nothing matches “${search}”. Try another word, or browse the whole collection.`}
              </p>
              {suggestion && (
                <p className={classes.suggestion}>
                  <Trans>
                    Did you mean{' '}
                    <Link href={shopHref({ ...filters, search: suggestion })} replace>
                      {suggestion}
                    </Link>
                    ?
                  </Trans>
                </p>
              )}
              <Button variant="outline" color="charcoal.8" onClick={clearFilters}>
                <Trans>Clear Filters</Trans>
              </Button>
            </div>
          ) : (
            <>
              {/* The cards' titles are h3s: this names their list for screen readers and keeps the heading order. */}
              <VisuallyHidden component="h2">
                <Trans>Artworks</Trans>
              </VisuallyHidden>
              {correctedTo && (
                <p className={classes.corrected}>
                  <Trans>
                    Nothing matches “{search}”, so these are the matches for <strong>“{correctedTo}”</strong>.
                  </Trans>
                </p>
              )}
              <ProductGrid
                products={items}
                skeletonCount={SKELETON_COUNT}
                priorityCount={PRIORITY_COUNT}
                stale={products.isPlaceholderData}
                wallWidthIn={filters.maxWidthIn}
                interlude={filtered ? undefined : { after: PROMO_AFTER, content: <PromoVideo /> }}
                footer={
                  items &&
                  total !== undefined && (
                    <MoreResults
                      shown={items.length}
                      total={shownCount(total, capped, locale)}
                      hasMore={!!products.hasNextPage}
                      loading={products.isFetchingNextPage}
                      failed={products.isFetchNextPageError}
                      onLoadMore={() => void products.fetchNextPage()}
                    />
                  )
                }
              />
            </>
          )}
        </div>
      </Container>
    </>
  );
}

interface MoreResultsProps {
  shown: number;
  /** The number of matches as shown ("25", "10,000+"). */
  total: string;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/** The foot of the results: loads the next page by itself as it comes near, with a button as well. */
function MoreResults({ shown, total, hasMore, loading, failed, onLoadMore }: MoreResultsProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>('600px');
  // `near` stays true once reached, so each page that arrives while still near asks for the next one.
  useEffect(() => {
    if (near && hasMore && !loading && !failed) onLoadMore();
  }, [near, hasMore, loading, failed, onLoadMore, shown]);

  if (!hasMore) return null;
  return (
    <div ref={ref} className={classes.more}>
      <p className={classes.moreCount}>
        <Trans>
          Showing {shown} of {total}
        </Trans>
      </p>
      <Button variant="outline" color="charcoal.8" onClick={onLoadMore} disabled={loading}>
        {loading ? <Loader size="xs" color="charcoal.6" /> : failed ? <Trans>Try Again</Trans> : <Trans>Load More</Trans>}
      </Button>
    </div>
  );
}

/** The announced collection while it has no prints: its picture, its name and description, and a way back to the rest. */
function ComingSoon({ category, onBrowseAll }: { category: Pick<Category, 'name' | 'description' | 'imageUrl'>; onBrowseAll: () => void }) {
  const image = categoryImage(category);
  return (
    <div className={classes.comingSoon}>
      {image && (
        <div className={classes.comingSoonArt}>
          <ArtworkImage src={image} alt="" width={720} height={900} loading="eager" className={classes.comingSoonImage} />
        </div>
      )}
      <div className={classes.comingSoonText}>
        <p className={classes.emptyEyebrow}>{category.name}</p>
        <h2 className={classes.emptyTitle}>
          <Trans>Coming Soon</Trans>
        </h2>
        {category.description && <p className={classes.emptyText}>{category.description}</p>}
        <Button variant="outline" color="charcoal.8" onClick={onBrowseAll}>
          <Trans>Browse All Artwork</Trans>
        </Button>
      </div>
    </div>
  );
}
