import { createFileRoute } from '@tanstack/react-router';
import { InboxScreen } from '../features/inbox/components/inbox-screen.tsx';

export const Route = createFileRoute('/webEmail')({ component: WebEmailRoute });

function WebEmailRoute() {
  return <InboxScreen />;
}
