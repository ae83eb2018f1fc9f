import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { pathTo } from '../../src/page-routes.ts';
import { notify } from '../notify.ts';
import { trpc } from '../trpc.ts';

/**
 * /cart?restore={token}, a checkout reminder's link (issue 39): puts the bag back as it was when the
 * payment was opened, in whichever browser opens it, once; then the address loses the token, so a reload
 * asks nothing again.
 */
export function useRestoredCart(): void {
  const { t } = useLingui();
  const token = new URLSearchParams(useSearch()).get('restore');
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const restore = trpc.marketing.restoreCart.useMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    restore
      .mutateAsync({ token })
      .then(
        () => notify.success(t`Welcome back`, t`Your bag is as you left it.`),
        (error: Error) => notify.error(t`Error`, error.message),
      )
      .finally(() => {
        void utils.cart.list.invalidate();
        navigate(pathTo('cart'), { replace: true });
      });
  }, [token, restore, utils, navigate, t]);
}
