import { createFileRoute } from '@tanstack/react-router';
import { WithQueries } from '../app/with-queries.tsx';
import { NoticeDetailScreen } from '../features/notices/components/notice-detail-screen.tsx';
import { parseNoticeSearch } from '../features/notices/notice-search.ts';

export const Route = createFileRoute('/noticeDetail')({ validateSearch: parseNoticeSearch, component: NoticeDetailRoute });

function NoticeDetailRoute() {
  const { id } = Route.useSearch();
  return (
    <WithQueries>
      <NoticeDetailScreen id={id} />
    </WithQueries>
  );
}
