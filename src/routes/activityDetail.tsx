import { createFileRoute } from '@tanstack/react-router';
import { PromotionDetailScreen } from '../features/promotions/components/promotion-detail-screen.tsx';
import { parseIdSearch } from '../features/promotions/id-search.ts';

export const Route = createFileRoute('/activityDetail')({
  validateSearch: parseIdSearch,
  component: ActivityDetailScreen,
});

function ActivityDetailScreen() {
  const { id } = Route.useSearch();
  return <PromotionDetailScreen id={id} />;
}
