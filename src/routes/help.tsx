import { createFileRoute } from '@tanstack/react-router';
import { WithQueries } from '../app/with-queries.tsx';
import { HelpScreen } from '../features/help/components/help-screen.tsx';
import { parseHelpSearch } from '../features/help/help-search.ts';

export const Route = createFileRoute('/help')({ validateSearch: parseHelpSearch, component: HelpRoute });

function HelpRoute() {
  return (
    <WithQueries>
      <HelpScreen search={Route.useSearch()} />
    </WithQueries>
  );
}
