import { createFileRoute } from '@tanstack/react-router';
import { NoticeListScreen } from '../features/notices/components/notice-list-screen.tsx';
import { parseNoticeSearch } from '../features/notices/notice-search.ts';

export const Route = createFileRoute('/notice')({
  validateSearch: parseNoticeSearch,
  component: NoticeScreen,
});

function NoticeScreen() {
  const search = Route.useSearch();
  return <NoticeListScreen {...search} />;
}
