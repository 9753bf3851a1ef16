import { createFileRoute } from '@tanstack/react-router';
import { NoticeDetailScreen } from '../features/notices/components/notice-detail-screen.tsx';
import { parseNoticeSearch } from '../features/notices/notice-search.ts';

export const Route = createFileRoute('/noticeDetail')({
  validateSearch: parseNoticeSearch,
  component: NoticeDetailRoute,
});

function NoticeDetailRoute() {
  const { id } = Route.useSearch();
  return <NoticeDetailScreen id={id} />;
}
