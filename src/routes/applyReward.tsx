import { createFileRoute } from '@tanstack/react-router';
import { ApplyRewardScreen } from '../features/promotions/components/apply-reward-screen.tsx';
import { parseIdSearch } from '../features/promotions/id-search.ts';

export const Route = createFileRoute('/applyReward')({
  validateSearch: parseIdSearch,
  component: ApplyRewardRoute,
});

function ApplyRewardRoute() {
  const { id } = Route.useSearch();
  return <ApplyRewardScreen key={id ?? 0} id={id} />;
}
