/**
 * After the sale: what happens to an order's money once it is paid. Refunds (an admin's, a return's, a
 * cancellation's, and those the payment provider reports) and cancellations, each as recorded steps
 * with every call to a provider outside any transaction (DESIGN.md section 5), and the jobs that
 * finish them. What other parts of the shop may call is exported here; the rest of the folder is its inside.
 */
export { cancellationOf, cancelOrder, cancelOrderJob, CANCEL_ORDER_JOB } from './cancellation.ts';
export { refundOrder } from './order-refunds.ts';
export { takeRefundEvent } from './provider-refunds.ts';
export { requestRefund, SETTLE_REFUND_JOB, type RefundSpec } from './refund-requests.ts';
export { listOrderRefunds, receiptOf, toView as refundView, type RefundRow } from './refund-rows.ts';
export { awaitSettled, RETURN_REFUND_SETTLED_JOB, settleClaimed, settleRefundJob, type AfterSaleDeps } from './refund-settlement.ts';
