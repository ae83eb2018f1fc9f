import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../test-utils/render.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

afterEach(() => vi.restoreAllMocks());

describe('ScrollToTop', () => {
  it('leaves the first page where it is and starts each page moved to at its top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { location } = renderWithShop(<ScrollToTop />, { path: '/shop' });
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => location.navigate('/product/12'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });

    act(() => location.navigate('/product/12'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
