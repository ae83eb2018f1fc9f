import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LocationGate } from './components/LocationGate/LocationGate.tsx';
import { SiteLayout } from './components/SiteLayout/SiteLayout.tsx';
import { CartPanelProvider } from './hooks/useCartPanel.tsx';
import { seedFromPage } from './page-boot.ts';
import { AppRoutes } from './routes.tsx';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';
import { createQueryClient, createTrpcClient, trpc } from './trpc.ts';

/** Spec section 8: one toast at a time, each shown for 5 s. */
const TOAST_LIMIT = 1;
const TOAST_MS = 5000;

export function App() {
  // Created once per mounted app (not per render), as tRPC's React guide does.
  const [queryClient] = useState(() => seedFromPage(createQueryClient()));
  const [trpcClient] = useState(createTrpcClient);

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} forceColorScheme="light">
          <Notifications limit={TOAST_LIMIT} autoClose={TOAST_MS} position="top-right" />
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
