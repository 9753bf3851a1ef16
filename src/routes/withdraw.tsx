import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/withdraw')({ component: WithdrawScreen });

function WithdrawScreen() {
  return <ScreenPlaceholder path="/withdraw" />;
}
