import { notify } from '../notify.ts';
import { trpc } from '../trpc.ts';

/**
 * The shopper's cart and what changes it (spec sections 2, 4, 8). Every change refreshes the one
 * cart query, so the badge, the side panel, /cart and checkout always agree.
 */
export function useCart() {
  const cart = trpc.cart.list.useQuery();
  return {
    lines: cart.data?.items ?? [],
    itemCount: cart.data?.itemCount ?? 0,
    subtotal: cart.data?.subtotal ?? '0.00',
    isLoading: cart.isLoading,
  };
}

export function useAddToCart() {
  const utils = trpc.useUtils();
  const add = trpc.cart.add.useMutation({
    onSuccess: (line) => {
      notify.success('Added to cart', `${line.product.title} has been added to your cart`);
      return utils.cart.list.invalidate();
    },
    onError: (error) => notify.error('Error', error.message),
  });
  // The mutation's own function, the same on every render: a grid hands it to cards that render only when their own props change.
  return { add: add.mutateAsync, isPending: add.isPending };
}

export function useUpdateCartLine() {
  const utils = trpc.useUtils();
  return trpc.cart.update.useMutation({
    onSuccess: () => utils.cart.list.invalidate(),
    onError: (error) => notify.error('Error', error.message),
  });
}

export function useRemoveCartLine() {
  const utils = trpc.useUtils();
  return trpc.cart.remove.useMutation({
    onSuccess: () => {
      notify.success('Item removed', 'Item has been removed from your cart');
      return utils.cart.list.invalidate();
    },
    onError: (error) => notify.error('Error', error.message),
  });
}
