/**
 * The most calls one tRPC request may carry. The client's batch link splits its calls into requests of
 * at most this many, and the server refuses a longer batch (a page asks for about eight things at once).
 * Without a limit one request could ask for sixty pages of a hundred products.
 */
export const MAX_BATCH_CALLS = 10;
