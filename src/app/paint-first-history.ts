import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router';
import { afterNextPaint } from '../lib/after-next-paint.ts';

/**
 * The browser's history, except that the router hears of each new address after the next paint.
 * The router renders a new screen synchronously as it hears of it (its state is an external store,
 * which React cannot render as an interruptible transition), so a tap on a link used to keep the
 * tap's own frame waiting until the whole next screen was rendered: at 4× CPU, 270–600 ms for a
 * promotion's page. Now the frame that shows the tap goes out first and the screen follows one
 * frame later (docs/architecture.md, "Interactions paint first"). The address itself changes at
 * once, as before; only the router's reaction waits. Back and Forward go the same way.
 */
export function createPaintFirstHistory(): RouterHistory {
  const history = createBrowserHistory();
  const subscribe = history.subscribe;
  history.subscribe = (listener) => subscribe((event) => afterNextPaint(() => listener(event)));
  return history;
}
