import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/download')({ component: DownloadScreen });

function DownloadScreen() {
  return <ScreenPlaceholder path="/download" />;
}
