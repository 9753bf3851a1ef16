import { createFileRoute } from '@tanstack/react-router';
import { HelpScreen } from '../features/help/components/help-screen.tsx';
import { parseHelpSearch } from '../features/help/help-search.ts';

export const Route = createFileRoute('/help')({
  validateSearch: parseHelpSearch,
  component: HelpRoute,
});

function HelpRoute() {
  return <HelpScreen search={Route.useSearch()} />;
}
