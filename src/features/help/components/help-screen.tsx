import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { EmptyState, Skeleton, Tabs } from '../../../ui';
import { centreInStrip } from '../centre-tab';
import { selectedHelpIndex, type HelpSearch } from '../help-search';
import { HelpContent } from './help-content';
import { useHelpItems } from './use-help-items';
import styles from './help.module.css';

/** /m/help: one tab per help entry; the query picks the entry and its section. */
export function HelpScreen({ search }: { search: HelpSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const help = useHelpItems();
  const items = help.data ?? [];
  const screenRef = useRef<HTMLDivElement>(null);
  const index = items.length > 0 ? selectedHelpIndex(items, search) : -1;
  // The selected tab is brought to the middle of its strip, as the game menu strip does (issue 53).
  useEffect(() => {
    const tab = screenRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const strip = tab?.parentElement;
    if (!tab || !strip) return undefined;
    return centreInStrip(strip, tab);
  }, [index]);

  if (help.isPending) {
    return (
      <div className={styles.screen} aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={240} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={styles.screen}>
        <EmptyState
          title={
            help.isError ? (
              <Trans>Help could not be loaded</Trans>
            ) : (
              <Trans>No help entries yet</Trans>
            )
          }
        />
      </div>
    );
  }
  const item = items[index];
  return (
    <div ref={screenRef} className={styles.screen}>
      <Tabs
        label={t`Help topics`}
        layout="scroll"
        items={items.map((entry, position) => ({ value: String(position), label: entry.title }))}
        value={String(index)}
        onChange={(value) =>
          void navigate({ to: '/help', search: { i: Number(value) }, replace: true })
        }
      >
        {item && <HelpContent html={item.content} section={search.c} />}
      </Tabs>
    </div>
  );
}
