/**
 * The shop's time zone: the seller is in Miami (src/shop-time.ts, the shop's calendar). A module of
 * its own, so that the storefront's dates (src/locale-dates.ts) take it without the calendar and its
 * English formats, which the entry script then leaves out.
 */
export const SHOP_TIME_ZONE = 'America/New_York';
