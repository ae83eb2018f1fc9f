import type { Recommendation, RecommendationsQuery } from '../../../src/recommendations.ts';
import { locateRequest } from '../../integrations/geo.ts';
import type { RequestScope } from '../request-scope.ts';
import { findRecommendations } from './recommendations.queries.ts';

/** The shopper's recommendations (spec sections 2 and 7) in their language: their country is where the request comes from. */
export async function recommend(
  scope: Pick<RequestScope, 'em' | 'ip' | 'cdnLocation' | 'locale'>,
  input: RecommendationsQuery,
): Promise<Recommendation[]> {
  const { country } = await locateRequest(scope.ip, scope.cdnLocation);
  return findRecommendations(scope.em, {
    productId: input.productId,
    categories: input.categories,
    country,
  }, scope.locale);
}
