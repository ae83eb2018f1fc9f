import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { LoadWhenWanted } from './components/LoadWhenWanted/LoadWhenWanted.tsx';
import { LocationGate } from './components/LocationGate/LocationGate.tsx';
import { SiteLayout } from './components/SiteLayout/SiteLayout.tsx';
import { CartPanelProvider } from './hooks/useCartPanel.tsx';
import { withCatalogs } from './i18n.ts';
import type { I18n } from '@lingui/core';
import type { Locale } from '../src/locales.ts';
import type { PageState } from '../src/page-boot.ts';
import { dehydratedStateOf, keepAnsweredMistakes, PAGE_HYDRATION, pageStateFromDom } from './page-boot.ts';
import { AppRoutes } from './routes.tsx';
import { LocaleProvider } from './locale.tsx';
import { colorSchemeManager, theme } from './theme.ts';
import { createQueryClient, createTrpcClient, trpc } from './trpc.ts';

// With the `pages` catalog, which names its close button (lingui.config.ts).
const Toasts = lazy(withCatalogs(['pages'], async () => ({ default: (await import('./components/Toasts/Toasts.tsx')).Toasts })));

/**
 * The shop in `locale`, with `i18n` holding that language's catalogs (main.tsx loads them first).
 * `pageState`: the first screen's answers the server sent (server/http/first-screen.ts); read from the
 * page unless given (the server's drawing passes the state it draws from, entry-server.tsx).
 */
export function App({ pageState, locale, i18n }: { pageState?: PageState; locale: Locale; i18n: I18n }) {
  // Created once per mounted app (not per render), as tRPC's React guide does.
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(() => createTrpcClient(locale));
  const [hydration] = useState(() => {
    const state = pageState ?? pageStateFromDom();
    if (!state) return undefined;
    keepAnsweredMistakes(queryClient, state);
    return dehydratedStateOf(state);
  });

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={hydration} options={PAGE_HYDRATION}>
          <LocaleProvider locale={locale} i18n={i18n}>
            {/*
              The theme's variables and Mantine's responsive classes come with the stylesheet (theme-stylesheet.css,
              made from theme.ts by its test), not as <style> elements the provider writes: in the server's
              drawing they were 13 KB of every page's HTML (1.9 KB compressed), which took /shop past the
              14.6 KB a new connection's first round trip brings; in the browser, work before the first paint.
            */}
            <MantineProvider
              theme={theme}
              colorSchemeManager={colorSchemeManager}
              forceColorScheme="light"
              withCssVariables={false}
              withGlobalClasses={false}
            >
              <ToastHost />
              <CartPanelProvider>
                <SiteLayout>
                  <LocationGate>
                    <AppRoutes />
                  </LocationGate>
                </SiteLayout>
              </CartPanelProvider>
            </MantineProvider>
          </LocaleProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

/** Loads the toasts when the first one is raised. */
function ToastHost() {
  const raised = useNotifications().notifications.length > 0;
  return (
    <LoadWhenWanted when={raised}>
      <Toasts />
    </LoadWhenWanted>
  );
}
