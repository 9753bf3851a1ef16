import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/esport-games')({ component: EsportGamesScreen });

function EsportGamesScreen() {
  return <ScreenPlaceholder path="/esport-games" />;
}
