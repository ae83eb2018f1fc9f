/**
 * The back office's reading side: the Overview, the Customers tab and the Orders tab (lists, details,
 * CSV files), read across orders, refunds, returns, users, messages and sent mail. It writes nothing.
 * What other parts of the shop may call is exported here (with the statements the Orders tab's bench
 * measures); the rest of the folder is its inside.
 */
export { adminCustomerDetail } from './customer-detail.ts';
export { listCustomers } from './customer-list.ts';
export { customersCsv } from './customers-csv.ts';
export { adminOrderDetail } from './order-detail.ts';
export { countStatement, listAdminOrders, pageStatement, type Filters } from './order-list.ts';
export { ordersCsv } from './orders-csv.ts';
export { adminOverview } from './overview.ts';
