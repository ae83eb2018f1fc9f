import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, type RenderHookOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CartPanelProvider } from '../hooks/useCartPanel.tsx';
import { LocaleProvider } from '../locale.tsx';
import { testI18n } from './i18n.ts';
import type { Locale } from '../../src/locales.ts';
import { cssVariablesResolver, theme } from '../theme.ts';
import { createQueryClient, createTrpcClient, trpc } from '../trpc.ts';

/**
 * What App.tsx wraps the pages in, for a test: the shop's Mantine theme (env "test": no transitions,
 * no portals), the toasts, a fresh query cache and the client's own tRPC client (it calls /trpc on the
 * page's origin: see withTestServer), the cart panel state, the page's language (English unless
 * `locale` says otherwise, with its catalogs) and an in-memory router at `path` (within the language's base).
 */
function providers(path: string, locale: Locale = 'en') {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient(locale);
  const location = memoryLocation({ path, record: true });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env="test">
            <Notifications />
            <CartPanelProvider>
              <Router hook={location.hook} searchHook={location.searchHook}>
                <LocaleProvider locale={locale} i18n={testI18n(locale)}>
                  {children}
                </LocaleProvider>
              </Router>
            </CartPanelProvider>
          </MantineProvider>
        </QueryClientProvider>
      </trpc.Provider>
    );
  }
  return { Providers, location };
}

/** Renders `ui` as the shop would at `path`; `location.history` lists where it navigated. */
export function renderWithShop(ui: ReactElement, { path = '/', locale }: { path?: string; locale?: Locale } = {}) {
  const { Providers, location } = providers(path, locale);
  return { ...render(ui, { wrapper: Providers }), location };
}

/** A hook rendered inside the same providers. */
export function renderShopHook<Result, Props>(hook: (props: Props) => Result, options: Omit<RenderHookOptions<Props>, 'wrapper'> = {}) {
  const { Providers, location } = providers('/');
  return { ...renderHook(hook, { ...options, wrapper: Providers }), location };
}
