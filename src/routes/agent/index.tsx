import { createFileRoute } from '@tanstack/react-router';
import { AgentLoginScreen } from '../../features/account/components/agent-login-screen.tsx';

/** Requirements A2: /m/agent is the agent login page. */
export const Route = createFileRoute('/agent/')({ component: AgentLoginScreen });
