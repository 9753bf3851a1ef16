import { Suspense, useEffect, type ReactNode } from 'react';
import type { SystemStatus } from '../api/endpoints/system-status.ts';
import { LoadErrorScreen } from '../features/status/components/load-error-screen.tsx';
import { LoadingScreen } from '../features/status/components/loading-screen.tsx';
import { lazyBeyondFirstScreen } from '../i18n/lazy-beyond-first-screen.ts';
import { releaseFirstView } from '../lib/first-view.ts';
import { StartupActor } from './startup-context.ts';

// The maintenance and blocked screens' messages are not in the first screen's part of the
// catalogue (most players never see them): their code and the whole catalogue load together.
const StatusScreen = lazyBeyondFirstScreen(() => import('./status-screens.tsx'));
const DEFAULT_LOGO = `${import.meta.env.BASE_URL}brand/logo.svg`;

/** Renders what the start-up chart decided: nothing yet, loading, a status screen or the app. */
export function StartupGate({ children }: { children: ReactNode }) {
  const snapshot = StartupActor.useSelector((s) => s);
  const actor = StartupActor.useActorRef();
  const status = snapshot.context.status;
  useOperatorTheme(status);

  const retry = () => actor.send({ type: 'status.retry' });
  const brand = {
    logoUrl: status?.info.theme.logoUrl || DEFAULT_LOGO,
    siteName: status?.info.siteName ?? '',
  };
  const retrying = snapshot.matches({ ready: { sync: 'refreshing' } });
  // A status or error screen replaces the home: the server's first view of it must not stay on top.
  const replacesHome =
    snapshot.matches('failed') ||
    snapshot.matches({ ready: { screen: 'showingMaintenance' } }) ||
    snapshot.matches({ ready: { screen: 'showingBlocked' } });
  useEffect(() => {
    if (replacesHome) releaseFirstView();
  }, [replacesHome]);

  // Until the catalogue is active the static splash of index.html stays on screen.
  if (snapshot.matches('preparing') || snapshot.matches('loadingLanguage')) return null;
  if (snapshot.matches('failed'))
    return <LoadErrorScreen {...brand} reason="offline" onRetry={retry} />;
  if (snapshot.matches({ ready: { screen: 'showingApp' } })) return <>{children}</>;

  const screen = snapshot.matches({ ready: { screen: 'showingMaintenance' } })
    ? 'maintenance'
    : snapshot.matches({ ready: { screen: 'showingBlocked' } })
      ? 'blocked'
      : null;
  if (!screen) return <LoadingScreen {...brand} />;
  return (
    <Suspense fallback={<LoadingScreen {...brand} />}>
      <StatusScreen
        screen={screen}
        status={status}
        {...brand}
        retrying={retrying}
        onRetry={retry}
      />
    </Suspense>
  );
}

/** The operator's accent colour from the site configuration, applied as a design token. */
function useOperatorTheme(status: SystemStatus | null) {
  const accent = status?.info.theme.accentColor;
  useEffect(() => {
    if (accent && CSS.supports('color', accent))
      document.documentElement.style.setProperty('--accent', accent);
  }, [accent]);
}
