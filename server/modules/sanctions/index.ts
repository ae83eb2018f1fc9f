/**
 * Refusing sanctioned places (the rules are in src/sanctions.ts). What other parts of the shop may call
 * is exported here; the rest of the folder is its inside.
 */
export { assertNotSanctioned, isSanctionedDestination, requestIsSanctioned, type SanctionsScope } from './sanctions.ts';
