/**
 * Premium tiers and their customers, and the VPN whitelist (admin). What other parts of the shop may
 * call is exported here; the rest of the folder is its inside.
 */
export { CUSTOMER_NOT_FOUND, listPremiumCustomers, setPremiumStatus } from './premium-customers.ts';
export { addPremiumIp, listPremiumIps, removePremiumIp } from './premium-ips.ts';
export { customerBenefits, listTiers, tierBenefits, updateTier } from './premium-tiers.ts';
export { isWhitelistedAddress } from './vpn-whitelist.ts';
