import { useLingui } from '@lingui/react/macro';
import { Icon, toast } from '../../../ui';
import styles from './cashier-shared.module.css';

/** Puts text on the clipboard; a browser that refuses (no permission, old WebView) says so. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A copy button beside an account number, an order number or a reference (requirements C3.1,
 * C5.3). `label` names what is copied, for the button's accessible name.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={t`Copy ${label}`}
      onClick={() => {
        void copyText(text).then((copied) =>
          toast.show(
            copied
              ? { style: 'success', message: t`Copied` }
              : { style: 'fail', message: t`Could not copy. Press and hold the text to copy it.` },
          ),
        );
      }}
    >
      <Icon name="copy" size={16} />
    </button>
  );
}
