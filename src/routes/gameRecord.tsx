import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/gameRecord')({ component: GameRecordScreen });

function GameRecordScreen() {
  return <ScreenPlaceholder path="/gameRecord" />;
}
