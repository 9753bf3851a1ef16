import { useEffect } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadErrorScreen } from '../features/status/components/load-error-screen.tsx';

const LOGO = `${import.meta.env.BASE_URL}brand/logo.svg`;

/** A screen whose chunk failed to load (or threw): logged, then the error screen with a way out. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error('[router] screen failed to load', error);
  }, [error]);
  return (
    <LoadErrorScreen
      logoUrl={LOGO}
      siteName=""
      reason="chunk"
      // A failed dynamic import stays failed in the module map: only a reload fetches it again.
      onRetry={() => window.location.reload()}
      onHome={() => void router.navigate({ to: '/home', replace: true })}
    />
  );
}
