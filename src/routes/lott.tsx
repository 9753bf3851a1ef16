import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/lott')({ component: LottScreen });

function LottScreen() {
  return <ScreenPlaceholder path="/lott" />;
}
