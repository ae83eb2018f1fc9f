/**
 * The visitor's location and shipping: where they are, what shipping costs there, and whether the shop
 * ships there. What other parts of the shop may call is exported here; the rest of the folder is its inside.
 */
export { locate, shippingCost, validateShipping } from './location.service.ts';
