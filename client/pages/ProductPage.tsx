import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Container, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconAugmentedReality, IconPhotoScan } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { isInStock, lineLimit } from '../../src/cart-lines.ts';
import type { Product, ProductVariant } from '../../src/catalogue.ts';
import { toCents } from '../../src/money.ts';
import { memberPriceCents } from '../../src/pricing.ts';
import { memberTerms, tierName } from '../../src/tier-benefits.ts';
import { CANVAS_DEPTH_CM, CANVAS_DEPTH_IN, localeDimensions, localeLength, normaliseSize } from '../../src/size-chart.ts';
import { recordProductView } from '../behaviour.ts';
import { withCatalogs } from '../i18n.ts';
import { LoadError } from '../components/LoadError/LoadError.tsx';
import { LoadWhenWanted } from '../components/LoadWhenWanted/LoadWhenWanted.tsx';
import { Stars } from '../components/Stars/Stars.tsx';
import { NoticePage } from '../components/NoticePage/NoticePage.tsx';
import { ProductGallery } from '../components/ProductGallery/ProductGallery.tsx';
import { ROOM_VIEW } from '../components/RoomView/room-view-query.ts';
import { ProductPalette } from '../components/ProductPalette/ProductPalette.tsx';
import { QuantityStepper } from '../components/QuantityStepper/QuantityStepper.tsx';
import { SizeChartTable } from '../components/SizeChartTable/SizeChartTable.tsx';
import { SizeSelector } from '../components/SizeSelector/SizeSelector.tsx';
import { cardPriceLabel } from '../format/product-summary.ts';
import { useAddToCart } from '../hooks/useCart.ts';
import { useCurrentUser } from '../hooks/useCurrentUser.ts';
import { useNearViewport } from '../hooks/useNearViewport.ts';
import { useProductReviews } from '../hooks/useProductReviews.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { useMoney } from '../hooks/useShopperLocation.ts';
import { rememberViewedProduct } from '../last-viewed.ts';
import { trpc } from '../trpc.ts';
import { WishlistHeart } from '../components/WishlistHeart/WishlistHeart.tsx';
import { useToggleWishlist, useWishlistIds } from '../hooks/useWishlist.ts';
import classes from './ProductPage.module.css';
import { pathTo } from '../../src/page-routes.ts';
import { localeDigits } from '../../src/pricing.ts';
import { useLocale } from '../locale.tsx';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** Spec sections 2, 4, 5: gallery, size, quantity, Add to Cart and Buy Now for one print. */
export function ProductPage() {
  const { t } = useLingui();
  // The route (src/page-routes.ts, `product`) has the id in its path.
  const { id = '' } = useParams<{ id: string }>();
  const product = trpc.shop.products.byId.useQuery({ id });
  usePageTitle(product.data?.title ?? null);

  // An id that is not a number is as missing as one that names no product.
  const code = product.error?.data?.code;
  if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return <ProductNotFound />;

  return (
    <Container className={classes.page}>
      <Link href={pathTo('shop')} className={classes.back}>
        <IconArrowLeft size={16} stroke={1.4} /> <Trans>Back to Shop</Trans>
      </Link>
      {product.isError ? (
        <LoadError message={t`We couldn’t load this artwork just now.`} onRetry={() => void product.refetch()} />
      ) : product.data ? (
        // Keyed, so that moving to another product starts with no size chosen and a quantity of 1.
        <ProductDetail key={product.data.id} product={product.data} />
      ) : (
        <ProductDetailSkeleton />
      )}
    </Container>
  );
}

type PendingAction = 'add' | 'buy' | null;

/** A print's reviews: their own chunk, fetched as the shopper scrolls near them, with the `pages` catalog their texts are in. */
const ProductReviews = lazy(withCatalogs(['pages'], () => import('../components/ProductReviews/ProductReviews.tsx')));

/** "See it on your wall": its own chunk, fetched only when a shopper opens it, with the `pages` catalog its texts are in. */
const WallView = lazy(withCatalogs(['pages'], () => import('../components/WallView/WallView.tsx')));

/** "View in your room": its own chunk (model-viewer and three.js), fetched only when a shopper opens it. */
const RoomView = lazy(withCatalogs(['pages'], () => import('../components/RoomView/RoomView.tsx')));

const SELECT_SIZE_TOAST = 'select-size';

function ProductDetail({ product }: { product: Product }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const { add, isPending } = useAddToCart();
  const saved = useWishlistIds();
  const toggleSaved = useToggleWishlist();
  const { variants } = product;
  const query = new URLSearchParams(useSearch());
  const sizeAsked = query.get('size');
  // A print sold in one size needs no choice; otherwise the shopper picks one (spec section 5), unless the
  // link named it (`?size=24x36`: the structured data's offers and the shopping feed link each size so).
  const [variantId, setVariantId] = useState<string | null>(() =>
    variants.length === 1
      ? (variants[0]?.id ?? null)
      : (variants.find((variant) => sizeAsked !== null && normaliseSize(variant.size) === sizeAsked)?.id ?? null),
  );
  const [sizeMissing, setSizeMissing] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [pending, setPending] = useState<PendingAction>(null);
  const [onWall, setOnWall] = useState(false);
  // The wall view is taken off the page when it closes, before its dialog could give the focus back.
  const wallButton = useRef<HTMLButtonElement>(null);
  const closeWall = () => {
    setOnWall(false);
    wallButton.current?.focus();
  };
  // Opened by its button, from the wall view, or by the address a computer's QR code gave a phone.
  const [inRoom, setInRoom] = useState(() => query.get(ROOM_VIEW.name) === ROOM_VIEW.value);
  const roomButton = useRef<HTMLButtonElement>(null);
  const closeRoom = () => {
    setInRoom(false);
    roomButton.current?.focus();
  };
  const chooseVariant = (next: string) => {
    setVariantId(next);
    setSizeMissing(false);
  };

  const selected = variants.find((variant) => variant.id === variantId) ?? null;
  const inStock = isInStock(product);
  const { inventory } = product;
  // Numbers as the page's language writes them ("3,18 cm" in German).
  const available = localeDigits(inventory, 0, locale);
  const depth = localeLength(CANVAS_DEPTH_CM, locale);
  const depthInches = localeLength(CANVAS_DEPTH_IN, locale);
  const limit = lineLimit(product);
  const dimensions = selected?.dimensions ?? product.dimensions;

  useEffect(() => {
    rememberViewedProduct(product.id);
    recordProductView(product.id, product.category);
  }, [product.id, product.category]);

  async function addToCart(action: Exclude<PendingAction, null>) {
    if (isPending) return;
    if (variants.length > 0 && !selected) {
      setSizeMissing(true);
      // One id, so repeated presses do not queue copies, and choosing a size takes it away.
      notifications.show({
        id: SELECT_SIZE_TOAST,
        title: t`Please select a size`,
        message: t`Choose a canvas size before adding to cart`,
        color: 'red',
      });
      return;
    }
    setPending(action);
    try {
      await add({ productId: product.id, variantId: selected?.id ?? null, quantity });
    } catch {
      // useAddToCart has already shown the server's reason.
      return;
    } finally {
      setPending(null);
    }
    if (action === 'buy') navigate(pathTo('checkout'));
  }

  return (
    <>
      <div className={classes.layout}>
        <ProductGallery
          title={product.title}
          description={product.description}
          mainImage={product.imageUrl}
          mockups={selected?.mockupImages.length ? selected.mockupImages : product.mockupImages}
          zoom={{ productId: product.id, variants, selected }}
        />
        <div className={classes.info}>
          {product.category && <p className={classes.category}>{product.category}</p>}
          <h1 className={classes.title}>{product.title}</h1>
          <ProductRating productId={product.id} />
          <ProductPrice product={product} selected={selected} />
          <Badge
            className={classes.stock}
            variant="dot"
            size="lg"
            color={inStock ? '#5f7d57' : '#a4483b'}
            data-in-stock={inStock}
          >
            {inStock ? t`In Stock · ${plural(inventory, { one: `${available} available`, other: `${available} available` })}` : <Trans>Out of Stock</Trans>}
          </Badge>

          <div className={classes.purchase}>
            {variants.length > 0 && (
              <SizeSelector
                variants={variants}
                selectedId={variantId}
                onSelect={(next) => {
                  setVariantId(next);
                  setSizeMissing(false);
                  notifications.hide(SELECT_SIZE_TOAST);
                }}
                invalid={sizeMissing}
              />
            )}
            {variants.length > 0 && (
              <div className={classes.views}>
                <button type="button" ref={wallButton} className={classes.onWall} onClick={() => setOnWall(true)}>
                  <IconPhotoScan size={18} stroke={1.4} aria-hidden="true" />
                  <Trans>See it on your wall</Trans>
                </button>
                <button type="button" ref={roomButton} className={classes.onWall} onClick={() => setInRoom(true)}>
                  <IconAugmentedReality size={18} stroke={1.4} aria-hidden="true" />
                  <Trans>View in your room</Trans>
                </button>
              </div>
            )}
            <div className={classes.quantity}>
              <span className={classes.label}>
                <Trans>Quantity</Trans>
              </span>
              <QuantityStepper value={quantity} max={Math.max(1, limit)} onChange={setQuantity} disabled={!inStock} />
            </div>
            <div className={classes.buttons}>
              <Button
                size="lg"
                fullWidth
                onClick={() => void addToCart('add')}
                disabled={!inStock || (isPending && pending !== 'add')}
              >
                {pending === 'add' ? <Trans>Adding...</Trans> : inStock ? <Trans>Add to Cart</Trans> : <Trans>Out of Stock</Trans>}
              </Button>
              <Button
                size="lg"
                fullWidth
                variant="outline"
                color="charcoal.8"
                onClick={() => void addToCart('buy')}
                disabled={!inStock || (isPending && pending !== 'buy')}
              >
                {pending === 'buy' ? <Trans>Adding...</Trans> : <Trans>Buy Now</Trans>}
              </Button>
            </div>
          </div>
          <WishlistHeart
            look="text"
            className={classes.keep}
            title={product.title}
            saved={saved.has(product.id)}
            onToggle={() => void toggleSaved(product, !saved.has(product.id))}
          />
          {product.description && <p className={classes.description}>{product.description}</p>}
        </div>
      </div>

      {onWall && (
        <Suspense fallback={null}>
          <WallView
            product={product}
            variantId={variantId}
            onSelectVariant={chooseVariant}
            onAddToCart={(chosen) => add({ productId: product.id, variantId: chosen, quantity }).then(() => undefined, () => undefined)}
            onViewInRoom={() => {
              setOnWall(false);
              setInRoom(true);
            }}
            onClose={closeWall}
          />
        </Suspense>
      )}

      {inRoom && variants.length > 0 && (
        <Suspense fallback={null}>
          <RoomView product={product} variantId={variantId} onSelectVariant={chooseVariant} onClose={closeRoom} />
        </Suspense>
      )}

      <section className={classes.more} aria-label={t`Details and sizes`}>
        <div>
          <h2 className={classes.sectionTitle}>
            <Trans>Product details</Trans>
          </h2>
          <dl className={classes.details}>
            <div>
              <dt>
                <Trans>Dimensions</Trans>
              </dt>
              <dd>{dimensions ? localeDimensions(dimensions, locale) : t`Choose a size above`}</dd>
            </div>
            {product.palette.length > 0 && (
              <div>
                <dt>
                  <Trans>Colours</Trans>
                </dt>
                <dd>
                  <ProductPalette palette={product.palette} />
                </dd>
              </div>
            )}
            <div>
              <dt>
                <Trans>Medium</Trans>
              </dt>
              <dd>
                <Trans>Archival pigment inks on fine-art canvas</Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Construction</Trans>
              </dt>
              <dd>
                <Trans>Gallery-wrapped: the image continues around the edges</Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Frame</Trans>
              </dt>
              <dd>
                <Trans>
                  Hand-stretched over solid wood bars, {depth} cm ({depthInches}″) deep
                </Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Finish</Trans>
              </dt>
              <dd>
                <Trans>Hangs clean without a frame</Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Made</Trans>
              </dt>
              <dd>
                <Trans>Printed to order, curated in Miami, Florida</Trans>
              </dd>
            </div>
          </dl>
        </div>
        <div>
          <h2 className={classes.sectionTitle}>
            <Trans>Size chart</Trans>
          </h2>
          <SizeChartTable availableSizes={variants.map((variant) => variant.size)} selectedSize={selected?.size ?? null} />
        </div>
      </section>

      <ReviewsSection productId={product.id} />
    </>
  );
}

/** The average stars and count under the title, a link down to the reviews; nothing without approved ones. */
function ProductRating({ productId }: { productId: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const first = useProductReviews(productId).data?.pages[0];
  if (!first || first.averageRating === null) return null;
  const { total } = first;
  const average = localeDigits(first.averageRating, 1, locale);
  return (
    <a href="#reviews" className={classes.rating}>
      <Stars value={first.averageRating} label={t`Rated ${average} out of 5`} size="sm" />
      <span>
        <Plural value={total} one={`${average} · # review`} other={`${average} · # reviews`} />
      </span>
    </a>
  );
}

/**
 * Where the reviews go, below the details: an empty section until the shopper scrolls near it, then
 * their chunk (its code and styles would cost the page's first seconds: LoadWhenWanted says why).
 */
function ReviewsSection({ productId }: { productId: number }) {
  const { t } = useLingui();
  const first = useProductReviews(productId).data?.pages[0];
  const { ref, near } = useNearViewport<HTMLElement>();
  if (!first || first.total === 0) return null;
  return (
    <section id="reviews" ref={ref} className={classes.reviews} aria-label={t`Reviews`}>
      <LoadWhenWanted when={near}>
        <ProductReviews productId={productId} />
      </LoadWhenWanted>
    </section>
  );
}

/**
 * The price this shopper pays: a member's tier discount taken (the pricing module's rule, which the
 * server charges by), with the list price beside it struck through.
 */
function ProductPrice({ product, selected }: { product: Product; selected: ProductVariant | null }) {
  const { t } = useLingui();
  const money = useMoney();
  const { user } = useCurrentUser();
  const percent = memberTerms(user?.tier)?.printDiscountPercent ?? 0;
  const asPaid = (amount: string | number) => money(memberPriceCents(typeof amount === 'number' ? amount : toCents(amount), percent));
  const label = (show: (amount: string | number) => string) => (selected ? show(selected.price) : cardPriceLabel(product, show));
  const listPrice = label(money);
  const tier = user ? tierName(user.tier.tier) : null;
  return (
    <>
      <p className={classes.price} aria-live="polite">
        {label(asPaid)}
        {percent > 0 && (
          <s className={classes.listPrice} aria-label={t`List price ${listPrice}`}>
            {listPrice}
          </s>
        )}
      </p>
      {percent > 0 && user && (
        <p className={classes.memberNote}>
          <Trans>
            Your {tier} price: {percent}% off every print, before any coupon
          </Trans>
        </p>
      )}
    </>
  );
}

function ProductDetailSkeleton() {
  const { t } = useLingui();
  return (
    <div className={classes.layout} role="status" aria-busy="true" aria-label={t`Loading artwork`}>
      <Skeleton className={classes.skeletonStage} radius={0} />
      <div className={classes.info}>
        <Skeleton height={12} width="25%" radius={0} />
        <Skeleton height={44} width="80%" mt={20} radius={0} />
        <Skeleton height={20} width="35%" mt={24} radius={0} />
        <Skeleton height={90} mt={36} radius={0} />
        <Skeleton height={64} mt={36} radius={0} />
        <Skeleton height={54} mt={24} radius={0} />
      </div>
    </div>
  );
}

function ProductNotFound() {
  const { t } = useLingui();
  return (
    <NoticePage
      mark="?"
      title={t`Product Not Found`}
      actions={
        <Button renderRoot={(props) => <Link href={pathTo('shop')} {...props} />} size="md">
          <Trans>Back to Shop</Trans>
        </Button>
      }
    >
      <p>
        <Trans>This artwork is no longer in the collection, or the link to it is incomplete.</Trans>
      </p>
    </NoticePage>
  );
}
