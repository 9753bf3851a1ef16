import { useSyncExternalStore } from 'react';
import { cx } from '../cx';
import { Icon, type IconName } from '../icon';
import { Spinner } from '../spinner';
import { toast as appToast, type Toast, type ToastStore, type ToastStyle } from './toast-store';
import styles from './toast-host.module.css';

export interface ToastHostProps {
  /** Defaults to the app store; tests pass their own. */
  store?: ToastStore;
}

const ICONS: Record<Exclude<ToastStyle, 'loading'>, IconName> = {
  info: 'info',
  success: 'success',
  fail: 'fail',
  offline: 'offline',
};

const isUrgent = (t: Toast) => t.style === 'fail' || t.style === 'offline';

export function useToasts(store: ToastStore = appToast): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/**
 * Renders the toasts. Both live regions stay in the page from the start (a region added together with its
 * text is often not announced): failures and offline notices in role="alert", everything else in a polite
 * role="status" region. Mount once, near the root.
 */
export function ToastHost({ store = appToast }: ToastHostProps) {
  const toasts = useToasts(store);
  const loading = toasts.find((t) => t.style === 'loading');
  return (
    <div className={styles.host}>
      <div role="alert" className={styles.region}>
        {toasts.filter(isUrgent).map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
      <div role="status" aria-live="polite" className={styles.region}>
        {toasts
          .filter((t) => !isUrgent(t) && t.style !== 'loading')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
        {loading && <ToastItem key={loading.id} toast={loading} />}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div className={cx(styles.toast, styles[toast.style])} data-style={toast.style}>
      {toast.style === 'loading' ? (
        <Spinner size={32} className={styles.spinner} />
      ) : (
        <Icon name={ICONS[toast.style]} size={32} className={styles.icon} />
      )}
      <p className={styles.message}>{toast.message}</p>
    </div>
  );
}
