import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '../i18n/i18n.ts';
import { ToastHost } from '../ui/toast/toast-host.tsx';
import { useNetworkNotices } from './network-notices.ts';
import { appRouter } from './router.tsx';
import { StartupActor } from './startup-context.ts';
import { StartupGate } from './startup-gate.tsx';

/**
 * The start-up actor sits outside the I18nProvider on purpose: Lingui renders nothing until a
 * catalogue is active, and activating one is the chart's second step.
 */
export function App() {
  return (
    <StartupActor.Provider>
      <I18nProvider i18n={i18n}>
        <Notices />
        <StartupGate>
          <RouterProvider router={appRouter()} />
        </StartupGate>
        <ToastHost />
      </I18nProvider>
    </StartupActor.Provider>
  );
}

function Notices() {
  useNetworkNotices();
  return null;
}
