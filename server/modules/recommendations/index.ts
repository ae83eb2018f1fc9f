/**
 * What the product dialog recommends, and the popularity job behind it. What other parts of the shop
 * may call is exported here (with the statements the recommendations bench measures); the rest of the
 * folder is its inside.
 */
export { popularityLists, REFRESH_POPULARITY_CRON, REFRESH_POPULARITY_JOB, refreshPopularity, refreshPopularityJob } from './popularity.ts';
export { recommendationsRequest } from './recommendations.queries.ts';
export { recommend } from './recommendations.service.ts';
