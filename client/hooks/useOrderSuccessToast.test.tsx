import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastMessage } from '../test-utils/queries.ts';
import { renderWithShop } from '../test-utils/render.tsx';
import { useOrderSuccessToast } from './useOrderSuccessToast.ts';

/** The home page's part in it: where checkout lands after an order. */
function Landing() {
  useOrderSuccessToast();
  return null;
}

describe('the toast after an order', () => {
  it('says so, then drops the query', async () => {
    const { location } = renderWithShop(<Landing />, { path: '/?order=success' });

    expect(await toastMessage('Order placed successfully!')).toBe('You will receive a confirmation email shortly.');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('says so in German on the German home page, which it stays on', async () => {
    const { location } = renderWithShop(<Landing />, { path: '/?order=success', locale: 'de' });

    expect(await toastMessage('Vielen Dank für Ihre Bestellung!')).toBe('Sie erhalten in Kürze eine Bestätigung per E\u2011Mail.');
    await waitFor(() => expect(location.history.at(-1)).toBe('/de/'));
    expect(screen.queryByText('Order placed successfully!')).toBeNull();
  });
});
