import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './tabs.module.css';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Content of the selected tab; rendered in one tabpanel labelled by the selected tab. Omit for a tab bar only. */
  children?: ReactNode;
  /** Stretch tabs to share the width (default) or scroll horizontally. */
  layout?: 'fill' | 'scroll';
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home/End jump to the ends;
 * only the selected tab is in the tab order.
 */
export function Tabs<V extends string>({
  label,
  items,
  value,
  onChange,
  children,
  layout = 'fill',
  className,
}: TabsProps<V>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (v: V) => `${baseId}-tab-${v}`;
  const panelId = `${baseId}-panel`;
  const enabled = items.filter((item) => !item.disabled);

  const select = (next: TabItem<V> | undefined) => {
    if (!next) return;
    onChange(next.value);
    listRef.current?.ownerDocument.getElementById(tabId(next.value))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === value);
    const last = enabled.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(enabled[target]);
  };

  return (
    <div className={cx(styles.tabs, className)}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={cx(styles.list, layout === 'scroll' && styles.scroll)}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={selected}
              aria-controls={selected && children !== undefined ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onChange(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className={styles.panel}>
          {children}
        </div>
      )}
    </div>
  );
}
