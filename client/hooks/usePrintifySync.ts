import type { LastSync, SyncAnswer } from '../../src/printify.ts';
import { notify } from '../notify.ts';
import { errorMessage, trpc } from '../trpc.ts';

export const productCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** The last sync in a line, as the Products tab and /printify-admin show it: its reason when it failed. */
export function lastSyncSummary(last: NonNullable<LastSync>): string {
  if (last.error) return last.error;
  const notImported = last.failed.length > 0 ? ` · ${last.failed.length} not imported` : '';
  return `${productCount(last.synced)} synced · ${last.publishingFixed} fixed · ${last.hidden} hidden${notImported}`;
}

const notImported = (answer: SyncAnswer) =>
  answer.failed.length === 0 ? '' : ` ${answer.failed.length === 1 ? 'One product' : productCount(answer.failed.length)} could not be imported: see the list.`;

/**
 * The catalogue sync with Printify (`printify.sync`) and its toasts (spec section 8), for the dashboard's
 * Products tab ('Products Synced') and /printify-admin ('Sync Completed'), each saying what was synced
 * and how many products could not be imported; 'Sync Failed' for both. `settled` runs after either.
 */
export function usePrintifySync(successTitle: 'Products Synced' | 'Sync Completed', settled: () => unknown) {
  return trpc.printify.sync.useMutation({
    onSuccess: (answer) =>
      notify.success(
        successTitle,
        `${productCount(answer.synced)} synced from Printify; ${answer.publishingFixed} stuck in publishing fixed.${notImported(answer)}`,
      ),
    onError: (error) => notify.error('Sync Failed', errorMessage(error)),
    onSettled: settled,
  });
}
