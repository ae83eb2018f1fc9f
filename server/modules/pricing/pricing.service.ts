import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_CURRENCY } from '../../../src/currencies.ts';
import type { Pricing, PricingInput } from '../../../src/cart.ts';
import { countryTerms } from '../../../src/countries.ts';
import { centsToDecimal } from '../../../src/money.ts';
import { formatPrice, formatShipping, linePriceCents, mapTotals, priceOrder, TAX_PERCENT, unitPriceCents } from '../../../src/pricing.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';
import { shopReads } from '../common/index.ts';

/**
 * A cart priced from the catalogue alone (DESIGN.md section 5): the client sends what and how many,
 * never a price. Amounts are US dollars; `formatted` shows them in the requested currency, else the
 * destination's. Coupons are the cart's business and are not applied here.
 */
export async function calculatePricing(em: EntityManager, input: PricingInput): Promise<Pricing> {
  const products = await productPrices(em, input.cartItems.map((item) => item.productId));
  const lines = input.cartItems.map((item) => {
    const product = products.get(item.productId);
    if (!product) throw new DomainError('NOT_FOUND', tx('Product {id} is not in the catalogue.'), { values: { id: item.productId } });
    const variant = item.variantId ? product.variants?.find((candidate) => candidate.id === item.variantId) : undefined;
    if (item.variantId && !variant) {
      throw new DomainError('NOT_FOUND', tx('Size {size} is not available for "{title}".'), { values: { size: item.variantId, title: product.title } });
    }
    const priceable = { quantity: item.quantity, variantPrice: variant?.price ?? null, productPrice: product.price };
    return { item, variant, priceable };
  });

  const { totals, currency } = priceOrder({
    lines: lines.map((line) => line.priceable),
    country: input.country,
    currencyCode: input.currency ?? countryTerms(input.country)?.currency ?? DEFAULT_CURRENCY,
  });
  const show = (cents: number) => formatPrice(cents, currency.code);
  return {
    currency: currency.code,
    exchangeRate: currency.rate,
    lines: lines.map(({ item, variant, priceable }) => ({
      productId: item.productId,
      variantId: variant?.id ?? null,
      quantity: item.quantity,
      unitPrice: centsToDecimal(unitPriceCents(priceable)),
      lineTotal: centsToDecimal(linePriceCents(priceable)),
    })),
    ...mapTotals(totals, centsToDecimal),
    taxRate: TAX_PERCENT / 100,
    formatted: {
      subtotal: show(totals.subtotal),
      discount: show(totals.discount),
      tax: show(totals.tax),
      shipping: formatShipping(totals.shipping, currency.code),
      total: show(totals.total),
    },
  };
}

/** Every product of the cart (never empty: PricingInput asks for a line) in one statement. */
async function productPrices(em: EntityManager, ids: readonly number[]) {
  const rows = await shopReads(em)
    .selectFrom('products')
    .select(['id', 'title', 'price', 'variants'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
