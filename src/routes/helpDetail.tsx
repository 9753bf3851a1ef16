import { createFileRoute } from '@tanstack/react-router';
import { WithQueries } from '../app/with-queries.tsx';
import { HelpDetailScreen } from '../features/help/components/help-detail-screen.tsx';
import { parseHelpSearch } from '../features/help/help-search.ts';

export const Route = createFileRoute('/helpDetail')({ validateSearch: parseHelpSearch, component: HelpDetailRoute });

function HelpDetailRoute() {
  return (
    <WithQueries>
      <HelpDetailScreen search={Route.useSearch()} />
    </WithQueries>
  );
}
