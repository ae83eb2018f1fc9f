import { GIFT_CARD_CURRENCY, type GiftCardBalance } from '../../../src/gift-cards.ts';
import { tx } from '../../../src/i18n-text.ts';
import { centsToDecimal } from '../../../src/money.ts';
import { DomainError } from '../../../src/domain-error.ts';
import { FailedAttemptLimits, type Clock } from '../common/index.ts';
import type { RequestScope } from '../request-scope.ts';
import { codeHash } from './codes.ts';
import { giftCardSql } from './tables.ts';

export const GIFT_CARD_UNKNOWN = tx('There is no gift card with this code. Please check it and try again.');

/** As the coupon check's (coupon-attempts.ts): failures count per shopper and per IP, so codes cannot be found by trying them. */
export const giftCardAttemptLimits = (clock: Clock) =>
  new FailedAttemptLimits(
    clock,
    'gift-card',
    { perShopper: { limit: 30, windowMs: 10 * 60 * 1000 }, perIp: { limit: 100, windowMs: 10 * 60 * 1000 } },
    tx('Too many gift card attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.'),
  );

/** A delivered card by its (normalised) code, as one attempt of the caller's; 404 for a code no card has. A void card answers a balance of zero. */
export async function findGiftCard(ctx: RequestScope, code: string) {
  return ctx.services.giftCardAttemptLimits.attempt(ctx, async () => {
    const card = await giftCardSql(ctx.em)
      .selectFrom('gift_cards')
      .select(['id', 'last4', 'balance_cents', 'currency', 'voided_at'])
      .where('code_hash', '=', codeHash(code))
      .executeTakeFirst();
    if (!card) throw new DomainError('NOT_FOUND', GIFT_CARD_UNKNOWN);
    return { id: card.id, last4: card.last4!, balanceCents: card.voided_at === null ? card.balance_cents : 0, currency: card.currency };
  });
}

const NOTHING_LEFT = tx('This gift card has nothing left to spend.');

/** The card a checkout spends (its balance read now; taken when the order is placed): 409 when it holds nothing. */
export async function giftCardToSpend(ctx: RequestScope, code: string): Promise<{ id: number; last4: string; balanceCents: number }> {
  const card = await findGiftCard(ctx, code);
  if (card.balanceCents === 0) throw new DomainError('CONFLICT', NOTHING_LEFT);
  return card;
}

/** GET /api/gift-cards/{code}. */
export async function giftCardBalance(ctx: RequestScope, code: string): Promise<GiftCardBalance> {
  const card = await findGiftCard(ctx, code);
  return { balance: centsToDecimal(card.balanceCents), currency: card.currency ?? GIFT_CARD_CURRENCY, last4: card.last4 };
}
