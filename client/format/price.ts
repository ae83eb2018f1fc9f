import { toCents } from '../../src/money.ts';
import { formatPrice as formatCents } from '../../src/pricing.ts';
import type { Locale } from '../../src/locales.ts';

/**
 * An amount in US dollars from the wire ("129.5" or "129.50"), as `locale` writes it: "$129.50" in
 * English (the back office's), "129,50 $" in German. Orders are charged and shown in dollars.
 */
export const formatPrice = (amount: string, locale: Locale = 'en') => formatCents(toCents(amount), 'USD', locale);
