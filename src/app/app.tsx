import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from '../api/query-client.ts';
import { i18n } from '../i18n/i18n.ts';
import { DeferredToastHost } from '../ui/toast/deferred-toast-host.tsx';
import { useNetworkNotices } from './network-notices.ts';
import { appRouter } from './router.tsx';
import { StartupActor } from './startup-context.ts';
import { StartupGate } from './startup-gate.tsx';

/**
 * The start-up actor sits outside the I18nProvider on purpose: Lingui renders nothing until a
 * catalogue is active, and activating one is the chart's second step. The one query client wraps
 * every screen, the shell and the popups, so they all share one cache of server reads (the home
 * screen reads through it, so react-query is in the first load's vendor file anyway).
 */
export function App() {
  return (
    <StartupActor.Provider>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Notices />
          <StartupGate>
            <RouterProvider router={appRouter()} />
          </StartupGate>
          <DeferredToastHost />
        </QueryClientProvider>
      </I18nProvider>
    </StartupActor.Provider>
  );
}

function Notices() {
  useNetworkNotices();
  return null;
}
