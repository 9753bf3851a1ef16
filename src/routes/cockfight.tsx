import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/cockfight')({ component: CockfightScreen });

function CockfightScreen() {
  return <ScreenPlaceholder path="/cockfight" />;
}
