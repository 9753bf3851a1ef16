import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/agent/home')({ component: AgentHomeScreen });

function AgentHomeScreen() {
  return <ScreenPlaceholder path="/agent/home" />;
}
