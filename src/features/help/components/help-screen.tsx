import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { EmptyState, Skeleton, Tabs } from '../../../ui';
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
  const index = selectedHelpIndex(items, search);
  const item = items[index];
  return (
    <div className={styles.screen}>
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
