import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/bingo')({ component: BingoScreen });

function BingoScreen() {
  return <ScreenPlaceholder path="/bingo" />;
}
