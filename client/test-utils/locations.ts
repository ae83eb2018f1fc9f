import type { LocationInfo } from '../../src/location.ts';

/** A visitor in Germany as the location lookup answers: prices in euros (0.862 to the dollar). */
export const IN_GERMANY: LocationInfo = {
  country: 'DE',
  region: null,
  detected: true,
  currency: 'EUR',
  taxRate: 0.08,
  shippingCost: 35,
  paymentMethods: ['card'],
  isShippingSupported: true,
  isSanctioned: false,
  sanctionedMessage: null,
};
