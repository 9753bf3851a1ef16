import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { EmptyState, Skeleton } from '../../../ui';
import { selectedHelpIndex, type HelpSearch } from '../help-search';
import { HelpContent } from './help-content';
import { useHelpItems } from './use-help-items';
import styles from './help.module.css';

/** /m/helpDetail: a single help entry (by tag or index) with a way to all topics. */
export function HelpDetailScreen({ search }: { search: HelpSearch }) {
  const help = useHelpItems();
  const items = help.data ?? [];
  if (help.isPending) {
    return (
      <div className={styles.screen} aria-busy="true">
        <Skeleton height={240} />
      </div>
    );
  }
  const item = items[selectedHelpIndex(items, search)];
  if (!item) {
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
  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>{item.title}</h2>
      <HelpContent html={item.content} section={search.c} />
      <p>
        <Link to="/help">
          <Trans>All help topics</Trans>
        </Link>
      </p>
    </div>
  );
}
