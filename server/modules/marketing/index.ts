/**
 * Marketing e-mail (issue 39): who may get it (consent where the shipping country asks for it, and
 * unsubscribes, which always win), its one-click unsubscribe and the footer that offers it, and the one
 * reminder of a checkout left at the payment step with the link that puts its bag back. What other parts of the shop may call is
 * exported here; the rest of the folder is its inside.
 */
export { CHECKOUT_REMINDERS_CRON, CHECKOUT_REMINDERS_JOB, CHECKOUT_REMINDERS_KEPT_DAYS, checkoutRemindersJob, purgeCheckoutReminders, sendCheckoutReminders } from './checkout-reminders.ts';
export { consentAtCheckout } from './consent.ts';
export { contactToken as marketingToken, mayMarketTo } from './marketing-contacts.ts';
export { checkoutReminderEmail } from './reminder-email.ts';
export { restoreRemindedCart } from './restore-cart.ts';
export { unsubscribe } from './unsubscribe.ts';
export { unsubscribeFooter, type UnsubscribeFooter } from './unsubscribe-footer.ts';
