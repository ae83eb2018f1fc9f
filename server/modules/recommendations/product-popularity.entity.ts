import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * What sold lately, kept small for the recommendations call (popularity.ts refreshes it every few
 * minutes): for each scope, the POPULAR_PER_SCOPE prints with the highest score. Scope `world` is
 * trending (units sold and cart lines added in the last 30 days); a country code is that country's
 * region list (units sold to it in the last 90 days). Counting a year of orders on every call would
 * cost time in proportion to the sales; reading this costs the same at any volume.
 */
export const ProductPopularitySchema = defineEntity({
  name: 'ProductPopularity',
  tableName: 'product_popularity',
  properties: {
    scope: p.string().length(8).primary(),
    // No foreign key: a print deleted since the last refresh is simply not found by the join that reads it.
    productId: p.integer().primary(),
    score: p.integer(),
  },
});

export type ProductPopularity = InferEntity<typeof ProductPopularitySchema>;
