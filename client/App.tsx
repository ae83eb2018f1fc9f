import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { LoadWhenWanted } from './components/LoadWhenWanted/LoadWhenWanted.tsx';
import { LocationGate } from './components/LocationGate/LocationGate.tsx';
import { SiteLayout } from './components/SiteLayout/SiteLayout.tsx';
import { CartPanelProvider } from './hooks/useCartPanel.tsx';
import { seedFromPage } from './page-boot.ts';
import { AppRoutes } from './routes.tsx';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';
import { createQueryClient, createTrpcClient, trpc } from './trpc.ts';

const Toasts = lazy(async () => ({ default: (await import('./components/Toasts/Toasts.tsx')).Toasts }));

/** `queryClient`: the server's drawing passes its own, seeded with the page's answers (entry-server.tsx). */
export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  // Created once per mounted app (not per render), as tRPC's React guide does.
  const [queryClient] = useState(() => given ?? seedFromPage(createQueryClient()));
  const [trpcClient] = useState(createTrpcClient);

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} forceColorScheme="light">
          <ToastHost />
          <CartPanelProvider>
            <SiteLayout>
              <LocationGate>
                <AppRoutes />
              </LocationGate>
            </SiteLayout>
          </CartPanelProvider>
        </MantineProvider>
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
