import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CouponDiscount } from '../../src/coupons.ts';
import type { CouponTerms } from '../../src/pricing.ts';
import { storeCouponCode, storedCouponCode } from '../coupon-storage.ts';
import { notify } from '../notify.ts';
import { isUnauthorized, useSignInAgain } from '../sign-in-again.ts';
import { errorMessage, trpc } from '../trpc.ts';
import { useMoney } from './useShopperLocation.ts';

/**
 * The discount code of /cart (spec sections 4, 5, 8). Applying validates the code against the
 * subtotal; the code is then kept for the tab's session (client/coupon-storage.ts) for checkout.
 * The coupon is checked again whenever the subtotal changes (a minimum order may stop being met)
 * and when a page opens with a stored code; only a coupon that was showing is reported when it lapses.
 */
export function useCoupon(subtotal: string, hasLines: boolean) {
  const money = useMoney();
  const { t } = useLingui();
  const signInAgain = useSignInAgain();
  /** Spec section 8: a coupon call refused as signed out signs the shopper in again, as the order call does. */
  const couponRefused = useCallback(
    (error: unknown) => (isUnauthorized(error) ? signInAgain() : notify.error(t`Invalid coupon`, errorMessage(error))),
    [signInAgain, t],
  );
  // Mutations, not queries: each failed attempt counts against the caller's limit (server side), so a code
  // is sent when the shopper applies it or its subtotal changes, never again by a cache refetch or remount.
  const validate = trpc.cart.validateCoupon.useMutation();
  const { mutate: recheck } = trpc.cart.validateCoupon.useMutation();
  const [applied, setApplied] = useState<CouponDiscount | null>(null);
  /** The subtotal the applied coupon was last validated against. */
  const checkedFor = useRef<string | null>(null);

  const appliedCode = applied?.code ?? null;
  useEffect(() => {
    const code = appliedCode ?? storedCouponCode();
    if (!hasLines || !code || (appliedCode && checkedFor.current === subtotal)) return;
    // TanStack Query runs only the newest call's callbacks: an answer for an older subtotal is dropped.
    recheck(
      { code, orderAmount: subtotal },
      {
        onSuccess: (result) => {
          checkedFor.current = subtotal;
          setApplied(result);
        },
        onError: (error) => {
          setApplied(null);
          storeCouponCode(null);
          if (appliedCode) couponRefused(error);
        },
      },
    );
  }, [subtotal, hasLines, appliedCode, recheck, couponRefused]);

  async function apply(code: string): Promise<boolean> {
    try {
      const result = await validate.mutateAsync({ code, orderAmount: subtotal });
      checkedFor.current = subtotal;
      setApplied(result);
      storeCouponCode(result.code);
      const saved = money(result.discountAmount);
      notify.success(t`Coupon applied`, t`You saved ${saved}!`);
      return true;
    } catch (error) {
      couponRefused(error);
      return false;
    }
  }

  function remove() {
    setApplied(null);
    storeCouponCode(null);
  }

  const terms: CouponTerms | null = applied ? { discountType: applied.discountType, discountValue: applied.discountValue } : null;
  return { applied, terms, apply, remove, isApplying: validate.isPending };
}
