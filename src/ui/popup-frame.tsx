import type { ReactNode, Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cx } from './cx';
import { Icon } from './icon';
import styles from './popup.module.css';

export interface PopupFrameProps {
  /** Id of the title element, which names the dialog. */
  titleId: string;
  title: ReactNode;
  /** Keeps the title for assistive technology only. */
  hideTitle?: boolean | undefined;
  children?: ReactNode;
  footer?: ReactNode;
  placement: 'center' | 'bottom' | 'start';
  /** Open, or closed and playing its leave animation. */
  state: 'open' | 'closed';
  /**
   * `instant`: shown without the enter animation, as when it takes the place of the same popup the
   * server drew into the page (src/lib/first-view.ts).
   */
  appear?: 'animate' | 'instant' | undefined;
  /** Null: no close button (a must-answer prompt). */
  onClose: (() => void) | null;
  panelRef?: Ref<HTMLDivElement> | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

/**
 * What a popup looks like: the backdrop and the dialog panel with its title, close button, content
 * and actions. No behaviour of its own (focus, Escape, scroll lock: popup.tsx), so the server can
 * draw it too (the login page's first view).
 */
export function PopupFrame({
  titleId,
  title,
  hideTitle,
  children,
  footer,
  placement,
  state,
  appear = 'animate',
  onClose,
  panelRef,
  id,
  className,
}: PopupFrameProps) {
  const { t } = useLingui();
  return (
    <div className={cx(styles.layer, styles[placement])} data-state={state} data-appear={appear}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose ?? undefined} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        // React 18 drops a boolean `inert`; the empty string is the attribute's present form.
        {...(state === 'open' ? {} : ({ inert: '' } as Record<string, string>))}
        className={cx(styles.panel, className)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={cx(styles.title, hideTitle && styles.hiddenTitle)}>
            {title}
          </h2>
          {onClose && (
            <button type="button" className={styles.close} aria-label={t`Close`} onClick={onClose}>
              <Icon name="close" />
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
