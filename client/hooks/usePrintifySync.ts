import { notify } from '../notify.ts';
import { errorMessage, trpc } from '../trpc.ts';

export const productCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/**
 * The catalogue sync with Printify (`printify.sync`) and its toasts (spec section 8), for the dashboard's
 * Products tab ('Products Synced') and /printify-admin ('Sync Completed'), each saying what was synced;
 * 'Sync Failed' for both. `settled` runs after either.
 */
export function usePrintifySync(successTitle: 'Products Synced' | 'Sync Completed', settled: () => unknown) {
  return trpc.printify.sync.useMutation({
    onSuccess: (answer) =>
      notify.success(successTitle, `${productCount(answer.synced)} synced from Printify; ${answer.publishingFixed} stuck in publishing fixed.`),
    onError: (error) => notify.error('Sync Failed', errorMessage(error)),
    onSettled: settled,
  });
}
