import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/fish-games')({ component: FishGamesScreen });

function FishGamesScreen() {
  return <ScreenPlaceholder path="/fish-games" />;
}
