/**
 * Prices for the visitor: calculated pricing and currency conversion. What other parts of the shop may
 * call is exported here; the rest of the folder is its inside.
 */
export { convert, currencyList } from './currency.service.ts';
export { calculatePricing } from './pricing.service.ts';
