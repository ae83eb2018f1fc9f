/**
 * Orders: the one writer of orders, their items and their timeline (lifecycle.ts), the read models, order
 * numbers, the print provider's reports (print-state.ts, shipments.ts), staff's address fixes and
 * replacements, the confirmation, shipping and test e-mails, and the returns lookup. What other parts of
 * the shop may call is exported here; the rest of the folder is its inside.
 */
export { shippingFieldsOf, type StoredAddress } from './address.ts';
export { markDeliveredByHand } from './demo-delivery.ts';
export { CUSTOMER, mayMove, STRIPE, transitionOrder, type OrderActor } from './lifecycle.ts';
export { mailReader, titleFor, type MailReader } from './mail-reader.ts';
export { inShoppersTitles } from './shopper-titles.ts';
export { orderConfirmation } from './order-email.ts';
export { newOrderNumber } from './order-number.ts';
export { ORDER_SEARCH_TEXT } from './order.entity.ts';
export { customerOrderViews, orderView, sizeOfItem } from './order.queries.ts';
export { addGuestEmail, confirmClearedOrder, insertOrder, lockOrder, lockOrderById, PRINT_ORDER_JOB, queuePrinting, recordRefunded } from './orders.ts';
export { needsPrintAttention } from './print-attention.ts';
export { IN_PRODUCTION, markSubmitting, printOrderLock, recordPrintCancelled, recordPrintFailure, recordPrintOrder, recordPrintRefused, setPrintifyStatus, waitForPrintSubmission } from './print-state.ts';
export { placeReplacement } from './replacement.ts';
export { resendOrderEmail } from './resend-emails.ts';
export { lookupOrder, returnLookupLimits } from './return-lookup.ts';
export { recordDelivery, recordShipment } from './shipments.ts';
export { fixShippingAndResend } from './shipping-fix.ts';
export { sendTestEmail } from './test-emails.ts';
