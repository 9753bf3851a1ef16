import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/pvp-games')({ component: PvpGamesScreen });

function PvpGamesScreen() {
  return <ScreenPlaceholder path="/pvp-games" />;
}
