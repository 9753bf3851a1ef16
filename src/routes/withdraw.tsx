import { createFileRoute } from '@tanstack/react-router';
import { WithdrawScreen } from '../features/cashier/withdraw/components/withdraw-screen.tsx';

/** Requirements C4: the withdrawal, for members (a visitor goes to /m/login, a trial player is refused). */
export const Route = createFileRoute('/withdraw')({ component: WithdrawScreen });
