import { dehydrate, type Query } from '@tanstack/react-query';
import { createServerSideHelpers } from '@trpc/react-query/server';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Category, Product } from '../../src/catalogue.ts';
import type { LocationInfo } from '../../src/location.ts';
import type { ProductReviewPage } from '../../src/reviews.ts';
import { FIRST_SHOP_PAGE, SHOWCASE_INPUT, type PageState } from '../../src/page-boot.ts';
import type { PageMatch, PageName } from '../../src/page-routes.ts';
import { DEFAULT_CURRENCY } from '../../src/currencies.ts';
import { catalogueFilters, filtersFromQuery } from '../../src/shop-filters.ts';
import { transformer } from '../../src/transformer.ts';
import { createContext } from '../trpc/context.ts';
import { errorReason } from '../trpc/errors.ts';
import { appRouter } from '../trpc/root.ts';

/**
 * What a page's first screen asks for, asked on the server before the page is sent (client-page.ts),
 * through tRPC's server-side helpers: each procedure called with its input typed, as the client's hook
 * calls it, through the same middleware (the request's own session, location and limits), its answer
 * kept in a query cache under tRPC's own key. That cache goes with the page (TanStack Query's dehydrate;
 * the client's App hydrates it), so the first render needs no round trip. A call that fails is left
 * out, and the client makes it itself, as it always did; one that fails by the caller's own mistake (an
 * unknown or malformed print: NOT_FOUND, BAD_REQUEST) is the answer, and goes with the page as its error.
 * The calls answer in the page's language (/de/shop's prints with their German titles), whatever the
 * visitor's cookie says.
 */

type Helpers = ReturnType<typeof createServerSideHelpers<typeof appRouter>>;

/** What the page's head and its preloads read of the answers; each is undefined when its call failed or was not made. */
export interface PageFacts {
  location?: LocationInfo;
  categories?: readonly Category[];
  /** A product page's print; null when there is none by that id, `gone` when it has left the shop. */
  product?: Product | null | 'gone';
  /** A product page's first page of approved reviews, with their average: what its JSON-LD says of them. */
  reviews?: ProductReviewPage;
  /** /shop's first card: its picture is the page's largest paint. */
  firstCard?: Pick<Product, 'imageUrl'>;
}

export interface FirstScreen {
  state: PageState;
  facts: PageFacts;
}

type Settled<T> = { data: T } | { error: unknown };
const settle = <T>(call: Promise<T>): Promise<Settled<T>> => call.then((data) => ({ data }), (error: unknown) => ({ error }));
const dataOf = <T>(settled: Settled<T> | undefined): T | undefined => (settled && 'data' in settled ? settled.data : undefined);

/** A print's page: the print, or the verdict its procedure gave on the id (its error's reason says a print left the shop). */
function productVerdict(answer: Settled<Product>): PageFacts['product'] {
  if ('data' in answer) return answer.data;
  if (!callersMistake(answer.error)) return undefined;
  return errorReason(answer.error) === 'gone' ? 'gone' : null;
}

const NO_FACTS = async (): Promise<PageFacts> => ({});

/** Each page's own first-screen calls, with the inputs its components use: a page left out fails to compile. */
const FIRST_SCREENS: Record<PageName, (helpers: Helpers, match: PageMatch, search: string) => Promise<PageFacts>> = {
  HomePage: async (helpers) => {
    await Promise.all([helpers.shop.categories.list.prefetch(), helpers.shop.products.list.prefetch(SHOWCASE_INPUT)]);
    return {};
  },
  ShopPage: async (helpers, _match, search) => {
    // Filters come from the address, as the page reads them; the first page of a category, a sort, a
    // colour, a shape or a wall is written in with the filters' counts (the inputs as the page asks for
    // them), a search's is not (each search is its own page), nor one with a price, which the page
    // reads in the shopper's currency once it knows it.
    const filters = filtersFromQuery(search);
    const asked = catalogueFilters(filters, DEFAULT_CURRENCY);
    const drawn = filters.search === '' && filters.minPrice === null && filters.maxPrice === null;
    const [categories, firstPage] = await Promise.all([
      settle(helpers.shop.categories.list.fetch()),
      drawn ? settle(helpers.shop.products.list.fetchInfinite({ ...asked, sort: filters.sort, limit: FIRST_SHOP_PAGE.limit })) : undefined,
      // In dollars, the currency a first visit's page starts in (the page asks again in another).
      drawn ? helpers.shop.products.facets.prefetch({ ...asked, currency: DEFAULT_CURRENCY }) : undefined,
    ]);
    return { categories: dataOf(categories), firstCard: dataOf(firstPage)?.pages[0]?.items[0] };
  },
  ProductPage: async (helpers, match) => {
    const id = match.params.id ?? '';
    // The reviews with the print, as its page asks for them (client/hooks/useProductReviews.ts): the page shows them with no round trip.
    const productId = Number(id);
    const [product, reviews] = await Promise.all([
      settle(helpers.shop.products.byId.fetch({ id })),
      Number.isSafeInteger(productId) && productId > 0 ? settle(helpers.reviews.forProduct.fetchInfinite({ productId })) : undefined,
    ]);
    return { product: productVerdict(product), reviews: dataOf(reviews)?.pages[0] };
  },
  CartPage: NO_FACTS,
  CheckoutPage: NO_FACTS,
  AboutPage: NO_FACTS,
  ContactPage: NO_FACTS,
  ReturnsPage: NO_FACTS,
  RefundPolicyPage: NO_FACTS,
  PrivacyPolicyPage: NO_FACTS,
  TermsOfServicePage: NO_FACTS,
  AccessibilityPage: NO_FACTS,
  ShippingBlockedPage: NO_FACTS,
  SignupPage: NO_FACTS,
  LoginPage: NO_FACTS,
  AccountOrdersPage: NO_FACTS,
  WishlistPage: async (helpers) => {
    await helpers.wishlist.list.prefetch();
    return {};
  },
  UnsubscribePage: NO_FACTS,
  GiftCardsPage: NO_FACTS,
  ReviewPage: NO_FACTS,
  SharedWishlistPage: async (helpers, match) => {
    await helpers.wishlist.shared.prefetch({ token: String(match.params.token ?? '') });
    return {};
  },
  AdminPage: NO_FACTS,
  PrintifyAdminPage: NO_FACTS,
  EmailTestPage: NO_FACTS,
  NotFoundPage: NO_FACTS,
};

/** Failures that are the answer (the page shows them), not a fault to ask again about. */
const CALLERS_MISTAKES = new Set(['NOT_FOUND', 'BAD_REQUEST']);
const callersMistake = (error: unknown) => error instanceof TRPCError && CALLERS_MISTAKES.has(error.code);

/** Asks the page's first-screen calls for this request (every page's, then its own); answers the page's state and facts. */
export async function firstScreen(request: FastifyRequest, reply: FastifyReply, match: PageMatch, search: string): Promise<FirstScreen> {
  // In the page's language (its address), as the client's calls from the page will be (they name it in x-shop-locale).
  const ctx = { ...createContext({ req: request, res: reply }), locale: match.locale };
  const helpers = createServerSideHelpers({ router: appRouter, ctx, transformer });
  const [location, facts] = await Promise.all([
    settle(helpers.shop.location.info.fetch()),
    FIRST_SCREENS[match.page](helpers, match, search),
    helpers.auth.me.prefetch(),
    helpers.cart.list.prefetch(),
    // The hearts on the page's cards and in its header.
    helpers.wishlist.ids.prefetch(),
  ]);
  for (const query of helpers.queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'error') request.log.debug({ err: query.state.error, key: query.queryKey }, 'page: a first-screen call failed');
  }
  return { state: pageState(helpers.queryClient), facts: { ...facts, location: dataOf(location) } };
}

const answeredMistake = (query: Query) => query.state.status === 'error' && callersMistake(query.state.error);

/**
 * The cache as the page carries it: TanStack's dehydrated state with each answer through tRPC's
 * transformer and each answered mistake as the error the client's hooks read (`error.data.code`), but
 * without the timestamps (the client stamps them as it reads the page): with them every page would be
 * unlike every other, and neither its drawing nor its compressed copy could be kept (page-drawing.ts,
 * page-encoding.ts).
 */
function pageState(queryClient: Helpers['queryClient']): PageState {
  const dehydrated = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || answeredMistake(query),
    serializeData: (data) => transformer.output.serialize(data),
  });
  return {
    queries: dehydrated.queries.map(({ queryKey, queryHash, state: { status, data, error } }) =>
      status === 'success' || !(error instanceof TRPCError)
        ? { queryKey, queryHash, data }
        : { queryKey, queryHash, error: { message: error.message, data: { code: error.code, httpStatus: getHTTPStatusCodeFromError(error), reason: errorReason(error) } } },
    ),
  };
}
