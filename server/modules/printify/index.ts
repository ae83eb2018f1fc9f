/**
 * The print provider, as the shop works with it: catalogue sync, publishing and its fixes, Printify's
 * events, the orders sent to print (the job order/ queues by name) and the mockups kept. What other parts
 * of the shop may call is exported here; the rest of the folder is its inside.
 */
export { lastSync, syncCatalogue } from './catalogue-sync.ts';
export { printOrderJob } from './print-orders.ts';
export { printifyEventJob, takeEvent } from './printify-events.ts';
export { pictureData } from './product-pictures.ts';
export { PUBLISHING_SWEEP_CRON, PUBLISHING_SWEEP_JOB, publishingSweepJob } from './publishing-sweep.ts';
export { autoFixPublishing, completePublishing, publishingStatus, requirePrintify } from './publishing.ts';
export { fixPublishingPermanently } from './webhook-registration.ts';
