import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/agent/')({ component: AgentScreen });

function AgentScreen() {
  return <ScreenPlaceholder path="/agent" />;
}
