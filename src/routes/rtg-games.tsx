import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/rtg-games')({ component: RtgGamesScreen });

function RtgGamesScreen() {
  return <ScreenPlaceholder path="/rtg-games" />;
}
