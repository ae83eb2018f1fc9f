import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { notify } from '../notify.ts';
import { trpc } from '../trpc.ts';

const NO_IDS: readonly number[] = [];

/** The ids of the shopper's kept prints, for the hearts: read with each page (the server draws them in). */
export function useWishlistIds(): ReadonlySet<number> {
  const ids = trpc.wishlist.ids.useQuery().data ?? NO_IDS;
  return useMemo(() => new Set(ids), [ids]);
}

/** A print a heart keeps or lets go of: its id and title (the toast names it). */
export interface WishlistPrint {
  id: number;
  title: string;
}

/**
 * Keeps a print on the wishlist or takes it off: the heart turns at once (the ids are changed before
 * the server answers, and put back if it refuses), a toast says what happened, and the list is read again.
 * The same function on every render: a grid hands it to cards that render only when their own props change.
 */
export function useToggleWishlist(): (print: WishlistPrint, keep: boolean) => Promise<void> {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const add = trpc.wishlist.add.useMutation().mutateAsync;
  const remove = trpc.wishlist.remove.useMutation().mutateAsync;
  return useCallback(
    async ({ id, title }: WishlistPrint, keep: boolean) => {
      await utils.wishlist.ids.cancel();
      const before = utils.wishlist.ids.getData();
      utils.wishlist.ids.setData(undefined, (ids = []) => (keep ? [...ids.filter((kept) => kept !== id), id] : ids.filter((kept) => kept !== id)));
      try {
        if (keep) await add({ productId: id });
        else await remove({ productId: id });
        if (keep) notify.success(t`Saved to your wishlist`, t`${title} is on your wishlist`);
        else notify.success(t`Removed from your wishlist`, t`${title} is no longer on your wishlist`);
      } catch (error) {
        utils.wishlist.ids.setData(undefined, before);
        notify.error(t`Error`, (error as Error).message);
      } finally {
        void utils.wishlist.invalidate();
      }
    },
    [t, utils, add, remove],
  );
}
