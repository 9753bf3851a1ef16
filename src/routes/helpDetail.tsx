import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/helpDetail')({ component: HelpDetailScreen });

function HelpDetailScreen() {
  return <ScreenPlaceholder path="/helpDetail" />;
}
