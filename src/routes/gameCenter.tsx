import { createFileRoute } from '@tanstack/react-router';
import { GameCenterScreen } from '../features/games/components/game-center-screen.tsx';
import { GamesFrame } from './-games-frame.tsx';

export const Route = createFileRoute('/gameCenter')({ component: GameCenterRoute });

function GameCenterRoute() {
  return (
    <GamesFrame>
      <GameCenterScreen />
    </GamesFrame>
  );
}
