import { cx } from '../cx';
import { Icon, type IconName } from '../icon';
import { Spinner } from '../spinner';
import { ToastRegions } from './toast-regions';
import type { Toast, ToastStore, ToastStyle } from './toast-store';
import styles from './toast-host.module.css';

export { useToasts } from './toast-regions';

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

/** Renders the toasts in their two live regions (toast-regions.tsx). Mount once, near the root. */
export function ToastHost({ store }: ToastHostProps) {
  return <ToastRegions store={store} Item={ToastItem} />;
}

/** One toast: its style's icon (a spinner while loading) over the message. */
export function ToastItem({ toast }: { toast: Toast }) {
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
