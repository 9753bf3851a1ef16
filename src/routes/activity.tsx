import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PromotionDetailLoading } from '../features/promotions/components/promotion-detail-loading.tsx';
import { PromotionListScreen } from '../features/promotions/components/promotion-list-screen.tsx';
import { parseIdSearch } from '../features/promotions/id-search.ts';

// The detail (with the HTML sanitiser and the Join/Claim calls) is fetched only when the address
// names a promotion: the list never shows promotion HTML, and its View links open /activityDetail.
const PromotionDetailScreen = lazy(() =>
  import('../features/promotions/components/promotion-detail-screen.tsx').then((module) => ({
    default: module.PromotionDetailScreen,
  })),
);

export const Route = createFileRoute('/activity')({
  validateSearch: parseIdSearch,
  component: ActivityScreen,
});

/** Requirements B2.6: with an id in the address the detail shows directly. */
function ActivityScreen() {
  const { id } = Route.useSearch();
  if (id === undefined) return <PromotionListScreen />;
  // Its own boundary: the router's would show the full-page loading screen instead of the detail's.
  return (
    <Suspense fallback={<PromotionDetailLoading />}>
      <PromotionDetailScreen id={id} />
    </Suspense>
  );
}
