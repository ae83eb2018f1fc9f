import { notify } from '../notify.ts';
import { errorMessage, trpc } from '../trpc.ts';

export const productCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/**
 * The catalogue sync with Printify (`printify.sync`) and its toasts (spec section 8: Products Synced /
 * Sync Failed), for /printify-admin and the dashboard's Products tab. `settled` runs after either.
 */
export function usePrintifySync(settled: () => unknown) {
  return trpc.printify.sync.useMutation({
    onSuccess: (answer) =>
      notify.success('Products Synced', `${productCount(answer.synced)} synced from Printify; ${answer.publishingFixed} stuck in publishing fixed.`),
    onError: (error) => notify.error('Sync Failed', errorMessage(error)),
    onSettled: settled,
  });
}
