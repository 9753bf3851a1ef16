import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/jackpots')({ component: JackpotsScreen });

function JackpotsScreen() {
  return <ScreenPlaceholder path="/jackpots" />;
}
