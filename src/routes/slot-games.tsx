import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/slot-games')({ component: SlotGamesScreen });

function SlotGamesScreen() {
  return <ScreenPlaceholder path="/slot-games" />;
}
