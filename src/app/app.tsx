import { RouterProvider } from '@tanstack/react-router';
import { ToastHost } from '../ui/toast/toast-host.tsx';
import { inspector } from '../lib/inspector.ts';
import { useNetworkNotices } from './network-notices.ts';
import { router } from './router.tsx';
import { StartupActor } from './startup-context.ts';
import { StartupGate } from './startup-gate.tsx';

export function App() {
  return (
    <StartupActor.Provider options={{ inspect: inspector() }}>
      <Notices />
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
      <ToastHost />
    </StartupActor.Provider>
  );
}

function Notices() {
  useNetworkNotices();
  return null;
}
