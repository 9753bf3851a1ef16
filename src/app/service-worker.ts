import { config } from '../config';

/**
 * Registers the service worker (built by build/pwa.ts) after the page has loaded, so its precache
 * never competes with the first view. Production builds only: in development it would serve
 * stale modules over Vite's hot reload.
 */
export function registerServiceWorker(): void {
  if (config.isDev || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const register = () => {
    navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((error: unknown) => {
      console.warn('[sw] registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
