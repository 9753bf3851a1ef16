import { useEffect, useState, type ComponentType } from 'react';
import { useSettled } from '../use-settled';
import { ToastRegions } from './toast-regions';
import type { Toast } from './toast-store';
import styles from './toast-regions.module.css';

type ToastItem = ComponentType<{ toast: Toast }>;

let loadedItem: ToastItem | null = null;
let loading: Promise<ToastItem | null> | null = null;

/** Loads the toasts' drawing once; a failed load (no network) is tried again by the next toast. */
function loadItem(): Promise<ToastItem | null> {
  loading ??= import('./toast-host').then(
    (module) => (loadedItem = module.ToastItem),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/** The drawn toast once its code is here; until then (or with no network) its message, plainly. */
function DeferredItem({ toast }: { toast: Toast }) {
  const [Item, setItem] = useState<ToastItem | null>(() => loadedItem);
  useEffect(() => {
    if (Item) return;
    void loadItem().then((item) => item && setItem(() => item));
  }, [Item]);
  return Item ? <Item toast={toast} /> : <p className={styles.plain}>{toast.message}</p>;
}

/**
 * The app's toast host with the toasts' drawing (icons, spinner, styles) out of the first load. The
 * live regions are in the page from the start; the drawing loads once the page has settled, so the
 * offline notice is drawn in full when the network is lost later, and a toast before that shows its
 * message at once.
 */
export function DeferredToastHost() {
  const settled = useSettled();
  useEffect(() => {
    if (settled) void loadItem();
  }, [settled]);
  return <ToastRegions Item={DeferredItem} />;
}
