/**
 * Gift cards (issue 39): codes made at delivery and kept as digests, an append-only ledger of every
 * change of a balance, the recipient's e-mail on the chosen day, the balance check, and the back
 * office's tab and figures. What other parts of the shop may call is exported here; the rest of the
 * folder is its inside.
 */
export { giftCardAttemptLimits, giftCardBalance, giftCardToSpend } from './balance.ts';
export { DELIVER_GIFT_CARDS_CRON, DELIVER_GIFT_CARDS_JOB, deliverDueGiftCards, deliverGiftCardsJob } from './delivery.ts';
export { giftCardFigures } from './figures.ts';
export { adjustGiftCard, issueGiftCard, listGiftCards, voidGiftCard } from './gift-card-admin.ts';
export { spendGiftCard } from './ledger.ts';
export { orderGiftCardVoid, refundToGiftCard } from './order-payments.ts';
export { sellGiftCard, withdrawSoldGiftCard } from './sale.ts';
