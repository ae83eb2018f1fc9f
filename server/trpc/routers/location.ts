import { PricingInput } from '../../../src/cart.ts';
import { ConvertInput, ShippingCostInput, ShippingDestinationInput } from '../../../src/location.ts';
import { calculatePricing, convert, currencyList } from '../../modules/pricing/index.ts';
import { locate, shippingCost, validateShipping } from '../../modules/location/index.ts';
import { publicProcedure, router } from '../init.ts';

/** Where the visitor is and what that means for currency, tax, shipping and payment (shop.location). */
export const locationRouter = router({
  info: publicProcedure.query(({ ctx }) => locate(ctx)),
  currencies: publicProcedure.query(() => currencyList()),
  convert: publicProcedure.input(ConvertInput).query(({ input }) => convert(input)),
  calculatePricing: publicProcedure.input(PricingInput).query(({ ctx, input }) => calculatePricing(ctx.em, input)),
  validateShipping: publicProcedure.input(ShippingDestinationInput).query(({ ctx, input }) => validateShipping(ctx, input)),
  shippingCost: publicProcedure.input(ShippingCostInput).query(({ input }) => shippingCost(input.country)),
});
