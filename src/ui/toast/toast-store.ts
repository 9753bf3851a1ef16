import { TOAST_DURATION } from './durations';

export type ToastStyle = 'info' | 'success' | 'fail' | 'offline' | 'loading';

export interface ToastOptions {
  style?: ToastStyle;
  /** Display text, already translated by the caller. */
  message: string;
  /** Milliseconds before it hides itself; 0 keeps it until hidden. Defaults by style (see defaultDuration). */
  duration?: number;
}

export interface Toast {
  id: string;
  style: ToastStyle;
  message: string;
  duration: number;
}

export interface ToastTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ToastStore {
  show(options: ToastOptions): string;
  /** Shows the one loading toast, replacing any loading toast already shown. */
  loading(message: string, duration?: number): string;
  hide(id: string): void;
  hideLoading(): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

/** Most toasts that are not loading kept on screen at once; older ones leave first. */
export const MAX_TOASTS = 3;

export function defaultDuration(style: ToastStyle): number {
  if (style === 'loading') return TOAST_DURATION.loadingForm;
  if (style === 'success') return TOAST_DURATION.success;
  return TOAST_DURATION.short;
}

// Looked up at call time so fake timers installed after import still apply.
const globalTimers: ToastTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createToastStore(timers: ToastTimers = globalTimers): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const handles = new Map<string, unknown>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const stopTimer = (id: string) => {
    if (handles.has(id)) {
      timers.clearTimeout(handles.get(id));
      handles.delete(id);
    }
  };

  const startTimer = (toast: Toast) => {
    stopTimer(toast.id);
    if (toast.duration > 0 && Number.isFinite(toast.duration)) {
      handles.set(
        toast.id,
        timers.setTimeout(() => {
          handles.delete(toast.id);
          remove((t) => t.id === toast.id);
        }, toast.duration),
      );
    }
  };

  const remove = (predicate: (toast: Toast) => boolean) => {
    const gone = toasts.filter(predicate);
    if (gone.length === 0) return;
    for (const toast of gone) stopTimer(toast.id);
    toasts = toasts.filter((toast) => !predicate(toast));
    emit();
  };

  const show = ({ style = 'info', message, duration }: ToastOptions): string => {
    // A failure that says what the offline notice already says adds nothing: the notice stays
    // until the connection is back, a second copy of its words would only stack under it.
    const notice = toasts.find((t) => t.style === 'offline' && t.message === message);
    if (notice !== undefined && style === 'fail') return notice.id;
    const toast: Toast = {
      id: `toast-${nextId++}`,
      style,
      message,
      duration: duration ?? defaultDuration(style),
    };
    // One loading toast at a time; the same message twice just restarts its clock.
    const replaced = (t: Toast) =>
      (style === 'loading' && t.style === 'loading') ||
      (t.style === style && t.message === message) ||
      (style === 'offline' && t.style === 'fail' && t.message === message);
    for (const old of toasts.filter(replaced)) stopTimer(old.id);
    let next = [...toasts.filter((t) => !replaced(t)), toast];
    const others = next.filter((t) => t.style !== 'loading');
    if (others.length > MAX_TOASTS) {
      const dropped = new Set(others.slice(0, others.length - MAX_TOASTS).map((t) => t.id));
      for (const id of dropped) stopTimer(id);
      next = next.filter((t) => !dropped.has(t.id));
    }
    toasts = next;
    startTimer(toast);
    emit();
    return toast.id;
  };

  return {
    show,
    loading: (message, duration) => show({ style: 'loading', message, duration }),
    hide: (id) => remove((t) => t.id === id),
    hideLoading: () => remove((t) => t.style === 'loading'),
    clear: () => remove(() => true),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
}

/** The app's toast store. Views call it with translated text: toast.show({ style: 'success', message: t`Saved` }). */
export const toast: ToastStore = createToastStore();
