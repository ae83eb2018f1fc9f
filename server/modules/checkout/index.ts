/**
 * Checkout: pricing the bag for payment, opening the payment while its stock and coupon use are held,
 * settling it into exactly one order (or one refund) whoever reports it, and the background work that
 * closes abandoned payments. What other parts of the shop may call is exported here; the rest of the
 * folder is its inside.
 */
export { EXPIRE_HOLDS_CRON, EXPIRE_HOLDS_JOB, cancelPaymentJob, expireHoldsJob } from './abandoned-payments.ts';
export { leftCheckouts, type LeftCheckout } from './left-checkouts.ts';
export { HOLD_MINUTES, purgeSettledReservations, SETTLED_RESERVATIONS_KEPT_DAYS } from './holds.ts';
export { createGiftCardPayment } from './gift-card-sale.ts';
export { createPaymentIntent, placeFreeOrder, quoteCheckout } from './open-payment.ts';
export { confirmDemoPayment, paymentConfig, placeOrder, takePaymentEvent, type PaymentEventOutcome } from './payment-reports.ts';
export { listRefunds, refundJob } from './refunds.ts';
export { CHECKOUT_SNAPSHOTS_KEPT_DAYS, purgeCheckoutSnapshots } from './snapshot.ts';
