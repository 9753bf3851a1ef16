const IDLE_TIMEOUT_MS = 5000;
/** After the idle moment: the first view's own late requests (images, the next screen) go first. */
const SETTLE_DELAY_MS = 4000;

/** Runs `start` once the page has loaded, gone idle and stayed so for a while. */
export function afterSettling(start: () => void): void {
  const later = () => window.setTimeout(start, SETTLE_DELAY_MS);
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(later, { timeout: IDLE_TIMEOUT_MS });
    else later();
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
