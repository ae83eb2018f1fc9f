import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeCouponCode, storedCouponCode } from '../coupon-storage.ts';
import { toastMessage } from '../test-utils/queries.ts';
import { renderShopHook } from '../test-utils/render.tsx';
import { shop } from '../test-utils/shop-fixtures.ts';
import { useCoupon } from './useCoupon.ts';


function renderCoupon(subtotal = '120.00') {
  return renderShopHook(({ subtotal: amount }: { subtotal: string }) => useCoupon(amount, true), { initialProps: { subtotal } });
}

describe('useCoupon', () => {
  it('applies a code the server accepts, in any letter case: the discount, a toast, the code kept for checkout', async () => {
    await shop().createCoupon({ code: 'WELCOME10', discountType: 'percentage', discountValue: '10.00' });
    const { result } = renderCoupon();

    let accepted: boolean | undefined;
    await act(async () => {
      accepted = await result.current.apply('welcome10');
    });
    expect(accepted).toBe(true);
    expect(result.current.applied).toMatchObject({ code: 'WELCOME10', discountAmount: '12.00' });
    expect(result.current.terms).toEqual({ discountType: 'percentage', discountValue: '10.00' });
    expect(await toastMessage('Coupon applied')).toBe('You saved $12.00!');
    expect(storedCouponCode()).toBe('WELCOME10');
  });

  it("refuses an unknown code with the server's message and keeps nothing", async () => {
    const { result } = renderCoupon();

    let accepted: boolean | undefined;
    await act(async () => {
      accepted = await result.current.apply('NOSUCHCODE');
    });
    expect(accepted).toBe(false);
    expect(result.current.applied).toBeNull();
    expect(result.current.terms).toBeNull();
    expect(await toastMessage('Invalid coupon')).toBe('This coupon code is not valid');
    expect(storedCouponCode()).toBeNull();
  });

  it('takes up the code kept from /cart when a page opens, checking it against this subtotal', async () => {
    await shop().createCoupon({ code: 'TAKE15', discountType: 'fixed', discountValue: '15.00' });
    storeCouponCode('TAKE15');
    const { result } = renderCoupon();

    await waitFor(() => expect(result.current.applied).toMatchObject({ code: 'TAKE15', discountAmount: '15.00' }));
    expect(screen.queryByText('Coupon applied')).toBeNull();
  });

  it('drops the coupon, and says why, when the subtotal falls under its minimum', async () => {
    await shop().createCoupon({ code: 'BIG20', discountType: 'percentage', discountValue: '20.00', minOrderAmount: '100.00' });
    const { result, rerender } = renderCoupon('120.00');
    await act(async () => {
      await result.current.apply('BIG20');
    });
    expect(result.current.applied?.code).toBe('BIG20');

    rerender({ subtotal: '80.00' });
    await waitFor(() => expect(result.current.applied).toBeNull());
    expect(await toastMessage('Invalid coupon')).toBe('This coupon needs an order of at least $100.00');
    expect(storedCouponCode()).toBeNull();
  });

  it('forgets a removed coupon', async () => {
    await shop().createCoupon({ code: 'WELCOME10', discountType: 'percentage', discountValue: '10.00' });
    const { result } = renderCoupon();
    await act(async () => {
      await result.current.apply('WELCOME10');
    });

    act(() => result.current.remove());
    expect(result.current.applied).toBeNull();
    expect(result.current.terms).toBeNull();
    expect(storedCouponCode()).toBeNull();
  });
});
