import { createFileRoute } from '@tanstack/react-router';
import { LotteryCenterScreen } from '../features/games/lottery/components/lottery-center-screen.tsx';
import { parseLotteryCentreSearch } from '../features/games/lottery/lottery-category.ts';
import { GamesFrame } from './-games-frame.tsx';

export const Route = createFileRoute('/lotteryCenter')({
  validateSearch: parseLotteryCentreSearch,
  component: LotteryCenterRoute,
});

function LotteryCenterRoute() {
  const search = Route.useSearch();
  return (
    <GamesFrame>
      <LotteryCenterScreen {...search} />
    </GamesFrame>
  );
}
