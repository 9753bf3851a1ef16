import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';

/** Loading and failure of the notice lists; null once there is data. */
export function NoticeQueryState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <div role="status" aria-label={t`Loading`}>
        <Skeleton height={48} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        title={<Trans>Announcements could not be loaded</Trans>}
        action={
          <Button onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return null;
}
