import { config } from '../config';

// After the load event and an idle moment: the precache downloads every screen, which must not
// compete with the first view on a slow connection.
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the service worker (built by build/pwa.ts) once the page has loaded and gone idle.
 * Production builds only: in development it would serve stale modules over Vite's hot reload.
 */
export function registerServiceWorker(): void {
  if (config.isDev || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const register = () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      console.warn('[sw] registration failed', error);
    });
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
