import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { EmptyState, Popup, Skeleton, Tabs } from '../../../ui';
import {
  closePopup,
  selectHelpTab,
  useHelpTab,
  useShownPopup,
} from '../../../lib/popup-requests.ts';
import { HelpContent } from './help-content';
import { useHelpItems } from './use-help-items';
import styles from './help-popup.module.css';

/**
 * Requirements B2.8.2 and B2.8.6: the help centre popup, one tab per help group, driven by the exclusive popups'
 * chart (one popup at a time, the page does not scroll, Back closes it). The frame loads it when
 * the help centre is asked for.
 */
export default function HelpPopup() {
  const { t } = useLingui();
  const open = useShownPopup() === 'help';
  const tab = useHelpTab();
  const help = useHelpItems();
  const items = help.data ?? [];
  // A tab past the groups there are (the list changed) shows the first.
  const index = tab < items.length ? tab : 0;
  const item = items[index];
  const body = useRef<HTMLDivElement>(null);

  // The selected tab is scrolled into view in the tab strip, and the group is read from its top.
  useEffect(() => {
    if (!open || !item) return;
    const root = body.current;
    // The popup's body is the scroller around this content.
    root?.parentElement?.scrollTo?.({ top: 0 });
    root
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [open, item]);

  return (
    <Popup
      open={open}
      onClose={() => closePopup()}
      title={t`Help center`}
      className={styles.panel}
      footer={
        item && (
          // The full page replaces the popup's history entry, so Back from it returns to the page below.
          <Link to="/help" search={{ i: index }} replace className={styles.pageLink}>
            <Trans>Open as a page</Trans>
          </Link>
        )
      }
    >
      <div ref={body} className={styles.body}>
        {help.isPending ? (
          <div aria-busy="true">
            <Skeleton height={40} />
            <Skeleton height={240} />
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            title={
              help.isError ? (
                <Trans>Help could not be loaded</Trans>
              ) : (
                <Trans>No help entries yet</Trans>
              )
            }
          />
        ) : (
          <Tabs
            label={t`Help topics`}
            layout="scroll"
            className={styles.tabs}
            items={items.map((entry, position) => ({
              value: String(position),
              label: entry.title,
            }))}
            value={String(index)}
            onChange={(value) => selectHelpTab(Number(value))}
          >
            {item && <HelpContent html={item.content} />}
          </Tabs>
        )}
      </div>
    </Popup>
  );
}
