import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/help')({ component: HelpScreen });

function HelpScreen() {
  return <ScreenPlaceholder path="/help" />;
}
