import { z } from 'zod';
import { randomTokenInput } from './random-token.ts';

/**
 * Marketing e-mail (issue 39; DESIGN.md section 5): reminders, wishlist alerts and review requests go
 * only with consent where the shipping country requires opt-in, always with a one-click unsubscribe
 * (RFC 8058). Transactional e-mail (codes, orders, shipping, refunds) is never held back by an opt-out.
 */

/** Where marketing e-mail needs the shopper's yes first: the European Union, the United Kingdom and Canada. */
export const OPT_IN_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'GB', 'CA',
]);

export const needsOptIn = (country: string): boolean => OPT_IN_COUNTRIES.has(country.toUpperCase());

/** An unsubscribe link's token (src/random-token.ts), one per address. */
export const UnsubscribeInput = randomTokenInput('That unsubscribe link is not valid');
export type UnsubscribeInput = z.input<typeof UnsubscribeInput>;

export const Unsubscribed = z.object({ unsubscribed: z.literal(true) });

/** How long after a shopper opened a payment and left it the reminder goes: four hours (ABANDONED_CHECKOUT_DELAY_SECONDS). */
export const DEFAULT_ABANDONED_CHECKOUT_DELAY_SECONDS = 4 * 3600;

/** A reminder's link back to the bag: its token (src/random-token.ts). */
export const RestoreCartInput = randomTokenInput('That link to your bag is not valid');
export type RestoreCartInput = z.input<typeof RestoreCartInput>;
