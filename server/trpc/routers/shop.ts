import { PRODUCT_GONE, ProductFacetsInput, ProductIdInput, ProductListInput } from '../../../src/catalogue.ts';
import { RecommendationsInput } from '../../../src/recommendations.ts';
import { findProduct, isHiddenProduct, listCategories, listProducts, productFacets } from '../../modules/catalogue/index.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';
import { recommend } from '../../modules/recommendations/index.ts';
import { publicProcedure, router } from '../init.ts';
import { locationRouter } from './location.ts';

/** The catalogue as shoppers read it, in the call's language (ctx.locale): titles, descriptions and category names translated where they are, else English. */
export const shopRouter = router({
  products: router({
    // prefault: a call without input still gets the default sort and page size.
    list: publicProcedure.input(ProductListInput.prefault({})).query(({ ctx, input }) => listProducts(ctx.em, input, ctx.locale)),
    // How many prints each filter's choices leave under the others: /shop offers only those that lead somewhere.
    facets: publicProcedure
      .input(ProductFacetsInput.prefault({}))
      .query(({ ctx, input }) => productFacets(ctx.em, input, ctx.locale, { ip: ctx.ip, now: ctx.services.clock() })),
    byId: publicProcedure.input(ProductIdInput).query(async ({ ctx, input }) => {
      const product = await findProduct(ctx.em, input.id, ctx.locale);
      if (product) return product;
      // A print the print provider removed is gone, not unknown: its page answers 410 (server/http/page-head.ts).
      if (await isHiddenProduct(ctx.em, input.id)) throw new DomainError('NOT_FOUND', PRODUCT_GONE, { reason: 'gone' });
      throw new DomainError('NOT_FOUND', tx('Product not found'));
    }),
  }),
  categories: router({
    list: publicProcedure.query(({ ctx }) => listCategories(ctx.em, ctx.locale)),
  }),
  location: locationRouter,
  // prefault: a call without input asks with neither a product nor categories.
  recommendations: publicProcedure.input(RecommendationsInput.prefault({})).query(({ ctx, input }) => recommend(ctx, input)),
});
