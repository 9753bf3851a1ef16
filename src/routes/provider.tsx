import { createFileRoute } from '@tanstack/react-router';
import { ProviderScreen } from '../features/games/components/provider-screen.tsx';
import { GamesFrame } from './-games-frame.tsx';

export const Route = createFileRoute('/provider')({ component: ProviderRoute });

function ProviderRoute() {
  return (
    <GamesFrame>
      <ProviderScreen />
    </GamesFrame>
  );
}
