import { createFileRoute } from '@tanstack/react-router';
import { AgentHomeScreen } from '../../features/agent-contracts/components/agent-home-screen.tsx';

export const Route = createFileRoute('/agent/home')({ component: AgentHome });

/** The agent home, loaded on demand like every screen (requirements A2). */
function AgentHome() {
  return <AgentHomeScreen />;
}
