import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/gameCenter')({ component: GameCenterScreen });

function GameCenterScreen() {
  return <ScreenPlaceholder path="/gameCenter" />;
}
