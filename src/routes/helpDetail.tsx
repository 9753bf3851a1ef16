import { createFileRoute } from '@tanstack/react-router';
import { HelpDetailScreen } from '../features/help/components/help-detail-screen.tsx';
import { parseHelpSearch } from '../features/help/help-search.ts';

export const Route = createFileRoute('/helpDetail')({
  validateSearch: parseHelpSearch,
  component: HelpDetailRoute,
});

function HelpDetailRoute() {
  return <HelpDetailScreen search={Route.useSearch()} />;
}
