import { createFileRoute } from '@tanstack/react-router';
import { PromotionDetailScreen } from '../features/promotions/components/promotion-detail-screen.tsx';
import { PromotionListScreen } from '../features/promotions/components/promotion-list-screen.tsx';
import { parseIdSearch } from '../features/promotions/id-search.ts';

export const Route = createFileRoute('/activity')({ validateSearch: parseIdSearch, component: ActivityScreen });

/** Requirements B2.6: with an id in the address the detail shows directly. */
function ActivityScreen() {
  const { id } = Route.useSearch();
  return id === undefined ? <PromotionListScreen /> : <PromotionDetailScreen id={id} />;
}
