import { useLingui } from '@lingui/react/macro';
import { notify } from '../notify.ts';
import { trpc } from '../trpc.ts';

/**
 * The shopper's cart and what changes it (spec sections 2, 4, 8). Every change refreshes the one
 * cart query, so the badge, the side panel, /cart and checkout always agree. Toasts speak the page's
 * language; a refusal carries the server's own message.
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

/** Spec section 8: a cart change that failed, with the server's message. */
function useCartError() {
  const { t } = useLingui();
  return (error: { message: string }) => notify.error(t`Error`, error.message);
}

export function useAddToCart() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const onError = useCartError();
  const add = trpc.cart.add.useMutation({
    onSuccess: (line) => {
      const title = line.product.title;
      notify.success(t`Added to cart`, t`${title} has been added to your cart`);
      return utils.cart.list.invalidate();
    },
    onError,
  });
  // The mutation's own function, the same on every render: a grid hands it to cards that render only when their own props change.
  return { add: add.mutateAsync, isPending: add.isPending };
}

export function useUpdateCartLine() {
  const utils = trpc.useUtils();
  return trpc.cart.update.useMutation({
    onSuccess: () => utils.cart.list.invalidate(),
    onError: useCartError(),
  });
}

export function useRemoveCartLine() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  return trpc.cart.remove.useMutation({
    onSuccess: () => {
      notify.success(t`Item removed`, t`Item has been removed from your cart`);
      return utils.cart.list.invalidate();
    },
    onError: useCartError(),
  });
}
