import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/home')({ component: HomeScreen });

function HomeScreen() {
  return <ScreenPlaceholder path="/home" />;
}
