import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSession, readBehaviour, recordCategoryView, recordProductView } from '../behaviour.ts';
import { recommendationsRequest } from '../recommendations-trigger.ts';
import { renderShopHook } from '../test-utils/render.tsx';
import { useRecommendationsTrigger } from './useRecommendationsTrigger.ts';

/** The recommendations dialog's trigger (spec sections 4 and 9) on a clock the test moves. */

const SECOND = 1000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  beginSession();
});
afterEach(() => {
  vi.useRealTimers();
});

function trigger() {
  const rendered = renderShopHook(() => useRecommendationsTrigger());
  return {
    ...rendered,
    opened: () => rendered.result.current.opened,
    wait: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
    go: (path: string) => act(() => rendered.location.navigate(path)),
  };
}

const viewProducts = (count: number, category = 'Europe') => {
  for (let id = 1; id <= count; id += 1) recordProductView(id, category);
};

describe('the recommendations trigger', () => {
  it('checks every 30 s: three products viewed open the dialog at the next check, not before', () => {
    const { opened, wait } = trigger();
    viewProducts(3);
    wait(29 * SECOND);
    expect(opened()).toBe(false);
    wait(1 * SECOND);
    expect(opened()).toBe(true);
  });

  it('opens for two categories viewed, but not for two products in one category', () => {
    const { opened, wait } = trigger();
    viewProducts(2);
    wait(60 * SECOND);
    expect(opened()).toBe(false);
    recordCategoryView('Abstract');
    wait(30 * SECOND);
    expect(opened()).toBe(true);
  });

  it('opens once more than 120 s have passed since the session started, whatever was viewed', () => {
    const { opened, wait } = trigger();
    wait(120 * SECOND);
    // At the check of the 120th second exactly, the session is not yet more than 120 s old.
    expect(opened()).toBe(false);
    wait(30 * SECOND);
    expect(opened()).toBe(true);
  });

  it('never opens on checkout, the admin pages or the sign-in pages, and waits for the shopper to leave them', () => {
    const { opened, wait, go } = trigger();
    viewProducts(3);
    for (const path of ['/checkout', '/admin', '/printify-admin', '/login', '/signup']) {
      go(path);
      wait(30 * SECOND);
      expect(opened(), path).toBe(false);
    }
    go('/shop');
    wait(30 * SECOND);
    expect(opened()).toBe(true);
  });

  it('never opens over another dialog (the cart panel, the menu): it tries again at the next check', () => {
    const { opened, wait } = trigger();
    viewProducts(3);
    const cart = document.body.appendChild(document.createElement('div'));
    cart.setAttribute('role', 'dialog');
    wait(90 * SECOND);
    expect(opened()).toBe(false);
    cart.remove();
    wait(30 * SECOND);
    expect(opened()).toBe(true);
  });

  it('opens once per browser session: not again after closing, nor after a reload; a new session may', () => {
    const first = trigger();
    viewProducts(3);
    first.wait(30 * SECOND);
    expect(first.opened()).toBe(true);
    act(() => first.result.current.close());
    first.wait(10 * 60 * SECOND);
    expect(first.opened()).toBe(false);
    first.unmount();

    const reloaded = trigger();
    reloaded.wait(10 * 60 * SECOND);
    expect(reloaded.opened()).toBe(false);
    reloaded.unmount();

    sessionStorage.clear();
    const nextSession = trigger();
    nextSession.wait(30 * SECOND);
    expect(nextSession.opened()).toBe(true);
  });
});

describe('what the dialog asks for', () => {
  it('names the print on screen, else the one viewed last, and the categories latest first', () => {
    viewProducts(2, 'Europe');
    recordProductView(9, 'Waterfronts');
    recordCategoryView('Abstract');
    const record = readBehaviour();
    expect(recommendationsRequest('/product/4', record)).toEqual({ productId: 4, categories: 'Abstract,Waterfronts,Europe' });
    expect(recommendationsRequest('/shop', record)).toEqual({ productId: 9, categories: 'Abstract,Waterfronts,Europe' });
  });

  it('keeps within the call’s limits: 20 categories, 500 characters, no commas inside a name', () => {
    for (let index = 0; index < 20; index += 1) recordCategoryView(`${String(index).padStart(2, '0')} ${'x'.repeat(40)}`);
    recordCategoryView('Black, White');
    const { categories } = recommendationsRequest('/', readBehaviour());
    expect(categories.length).toBeLessThanOrEqual(500);
    expect(categories.split(',')).toHaveLength(11);
    expect(categories.startsWith('19 ')).toBe(true);
    expect(recommendationsRequest('/', { ...readBehaviour(), viewedProducts: [], viewedCategories: [] })).toEqual({ categories: '' });
  });
});
