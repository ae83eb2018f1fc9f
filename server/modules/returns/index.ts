/**
 * Returns: requests with their photos, staff's decisions and their history, the refund a return settles,
 * and the admin's list. What other parts of the shop may call is exported here; the rest of the folder is
 * its inside.
 */
export { listReturns, photoUrl, previewUrl, returnPhotoBytes } from './admin-returns.ts';
export { checkReturnRequest, recordReturn, type CheckedReturn } from './request-return.ts';
export { decideReturn } from './return-decisions.ts';
export { preparePhoto, type PreparedPhoto } from './return-photos.ts';
export { returnRefundSettledJob } from './return-refunds.ts';
