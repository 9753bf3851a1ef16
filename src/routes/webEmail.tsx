import { createFileRoute } from '@tanstack/react-router';
import { WithQueries } from '../app/with-queries.tsx';
import { InboxScreen } from '../features/inbox/components/inbox-screen.tsx';

export const Route = createFileRoute('/webEmail')({ component: WebEmailRoute });

function WebEmailRoute() {
  return (
    <WithQueries>
      <InboxScreen />
    </WithQueries>
  );
}
