import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/notice')({ component: NoticeScreen });

function NoticeScreen() {
  return <ScreenPlaceholder path="/notice" />;
}
