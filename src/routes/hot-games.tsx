import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/hot-games')({ component: HotGamesScreen });

function HotGamesScreen() {
  return <ScreenPlaceholder path="/hot-games" />;
}
