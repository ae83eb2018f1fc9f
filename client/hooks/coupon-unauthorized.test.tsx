import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_AGAIN_DELAY_MS } from '../sign-in-again.ts';
import { renderShopHook } from '../test-utils/render.tsx';
import { shop } from '../test-utils/shop-fixtures.ts';
import { useCoupon } from './useCoupon.ts';

/**
 * Spec section 8: a coupon call at checkout that answers 401 Unauthorized says 'Unauthorized' and sends
 * the shopper to /api/login after 500 ms, as the order call does. The shop lets anyone check a coupon, so
 * it is what stands in front of it (a gateway, an expired sign-in) that answers so: here the coupon call
 * gets the very 401 the shop's server gives a signed-out call to a customers-only procedure.
 */

afterEach(() => vi.restoreAllMocks());

describe('a coupon call refused as signed out', () => {
  it("shows the 'Unauthorized' toast, then goes to /api/login after 500 ms", async () => {
    await shop().createCoupon({ code: 'WELCOME10', discountType: 'percentage', discountValue: '10.00' });
    const serverFetch = globalThis.fetch;
    const signedOut = () => serverFetch(`${window.location.origin}/trpc/auth.user?batch=1&input=${encodeURIComponent('{"0":{"json":null}}')}`, { credentials: 'omit' });
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => (String(input).includes('cart.validateCoupon') ? signedOut() : serverFetch(input, init)));
    const { result } = renderShopHook(() => useCoupon('120.00', true));

    const started = performance.now();
    let accepted: boolean | undefined;
    await act(async () => {
      accepted = await result.current.apply('WELCOME10');
    });
    expect(accepted).toBe(false);
    const toast = (await screen.findByText('Unauthorized')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(toast).getByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.queryByText('Invalid coupon')).toBeNull();
    expect(result.current.applied).toBeNull();

    await waitFor(() => expect(window.location.pathname).toBe('/api/login'), { timeout: 3000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(SIGN_IN_AGAIN_DELAY_MS);
  });
});
