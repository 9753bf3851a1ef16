import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/noticeDetail')({ component: NoticeDetailScreen });

function NoticeDetailScreen() {
  return <ScreenPlaceholder path="/noticeDetail" />;
}
