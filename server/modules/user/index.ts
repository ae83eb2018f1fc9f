/**
 * Customers' accounts: the one writer of users (the account a sign-up makes, purchases, tiers). What
 * other parts of the shop may call is exported here; the rest of the folder is its inside.
 */
export { USER_SEARCH_TEXT, UserSchema, type User } from './user.entity.ts';
export { createAccount, recordPurchase, rememberLocale, setPremiumTier } from './users.ts';
