import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { notify } from '../notify.ts';
import { pathTo } from '../../src/page-routes.ts';

/**
 * Checkout lands on /?order=success (spec section 2): the toast is shown once and the query is removed,
 * so a reload or going back does not announce the order again.
 */
export function useOrderSuccessToast() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const shown = useRef(false);
  const success = new URLSearchParams(search).get('order') === 'success';

  useEffect(() => {
    if (!success) return;
    if (!shown.current) {
      shown.current = true;
      notify.success(t`Order placed successfully!`, t`You will receive a confirmation email shortly.`);
    }
    navigate(pathTo('home'), { replace: true });
  }, [success, navigate, t]);
}
