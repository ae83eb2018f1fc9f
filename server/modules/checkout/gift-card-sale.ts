import type { z } from 'zod';
import { DELIVERY_DAY_INVALID, GIFT_CARD_DELIVERY_MAX_DAYS, type BuyGiftCardInput, type GiftCardPayment } from '../../../src/gift-cards.ts';
import { DEFAULT_CURRENCY, findCurrency } from '../../../src/currencies.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { tx } from '../../../src/i18n-text.ts';
import { DEFAULT_LOCALE } from '../../../src/locales.ts';
import { convertAmount, toMinorUnits } from '../../../src/pricing.ts';
import { addDays, shopDate, shopWallClock } from '../../../src/shop-time.ts';
import { ensureOwner } from '../cart/index.ts';
import type { RequestScope } from '../request-scope.ts';
import { assertNotSanctioned } from '../sanctions/index.ts';
import { askForPayment } from './open-payment.ts';
import { newSnapshotId, saveSnapshot } from './snapshot.ts';

/**
 * Buying a gift card for someone (issue 39): a checkout of its own, with no lines, no shipping and no
 * tax (a card is taxed when it is spent), paid as any order is. Its snapshot carries what the buyer
 * chose; the order made from the paid payment makes the card (settle.ts, gift-cards/sale.ts). Nothing
 * is held: a card has no stock, and the buyer's open print checkout, if any, is left as it is.
 */

const EMAIL_NEEDED = tx('Please enter your email address');

/** A dated card goes out at 9 in the morning of its day, shop time; today's goes at once. */
const DELIVERY_TIME = '09:00';

function deliveryTime(deliverOn: string | undefined, now: Date): Date {
  const today = shopDate(now);
  if (!deliverOn || deliverOn === today) return now;
  if (deliverOn < today || deliverOn > addDays(today, GIFT_CARD_DELIVERY_MAX_DAYS) || shopDate(shopWallClock(deliverOn, '12:00')) !== deliverOn) {
    throw new DomainError('BAD_REQUEST', DELIVERY_DAY_INVALID);
  }
  return shopWallClock(deliverOn, DELIVERY_TIME);
}

export async function createGiftCardPayment(ctx: RequestScope, input: z.output<typeof BuyGiftCardInput>): Promise<GiftCardPayment> {
  await assertNotSanctioned(ctx, { country: input.country });
  const deliverAt = deliveryTime(input.deliverOn, ctx.services.clock());
  const email = input.email ?? (await ctx.currentUser())?.email ?? null;
  if (!email) throw new DomainError('BAD_REQUEST', EMAIL_NEEDED);
  const cents = input.amount!;
  const currency = findCurrency(input.currency ?? DEFAULT_CURRENCY) ?? findCurrency(DEFAULT_CURRENCY)!;
  const checkoutId = newSnapshotId();
  const payload = {
    owner: await ensureOwner(ctx),
    email,
    lines: [],
    totals: { subtotal: cents, discount: 0, tax: 0, shipping: 0, total: cents },
    couponCode: null,
    currency: currency.code.toLowerCase(),
    amountMinor: toMinorUnits(convertAmount(cents / 100, 1, currency.rate), currency.code),
    exchangeRate: currency.rate.toFixed(6),
    country: input.country,
    region: null,
    // The orders table keeps an address with every order: a card's is its buyer's name and country.
    shipping: { name: input.senderName, address: { line1: '', city: '', state: '', postal_code: '', country: input.country } },
    locale: ctx.locale ?? DEFAULT_LOCALE,
    giftCardSale: {
      amountCents: cents,
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      senderName: input.senderName,
      message: input.message ?? null,
      deliverAt: deliverAt.toISOString(),
    },
  };
  await saveSnapshot(ctx.em, checkoutId, payload);
  const intent = await askForPayment(ctx, checkoutId, payload);
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amountMinor, currency: intent.currency };
}
