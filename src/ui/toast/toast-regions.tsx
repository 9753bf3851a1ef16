import { useSyncExternalStore, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { toast as appToast, type Toast, type ToastStore } from './toast-store';
import styles from './toast-regions.module.css';

export interface ToastRegionsProps {
  /** Defaults to the app store; tests pass their own. */
  store?: ToastStore;
  /** Draws one toast (toast-host.tsx's, or the same loaded on demand by deferred-toast-host.tsx). */
  Item: ComponentType<{ toast: Toast }>;
}

const isUrgent = (t: Toast) => t.style === 'fail' || t.style === 'offline';

export function useToasts(store: ToastStore = appToast): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * The toasts' two live regions. Both stay in the page from the start (a region added together with its
 * text is often not announced): failures and offline notices in role="alert", everything else in a polite
 * role="status" region. Mount once, near the root. They sit in the body beside the popups (which are
 * portalled there too), not inside #root: #root isolates its stacking, so a toast inside it was drawn
 * under any open popup whatever its z-index (the login after a self-exclusion hid its end date).
 */
export function ToastRegions({ store = appToast, Item }: ToastRegionsProps) {
  const toasts = useToasts(store);
  const loading = toasts.find((t) => t.style === 'loading');
  return createPortal(
    <div className={styles.host}>
      <div role="alert" className={styles.region}>
        {toasts.filter(isUrgent).map((t) => (
          <Item key={t.id} toast={t} />
        ))}
      </div>
      <div role="status" aria-live="polite" className={styles.region}>
        {toasts
          .filter((t) => !isUrgent(t) && t.style !== 'loading')
          .map((t) => (
            <Item key={t.id} toast={t} />
          ))}
        {loading && <Item key={loading.id} toast={loading} />}
      </div>
    </div>,
    document.body,
  );
}
