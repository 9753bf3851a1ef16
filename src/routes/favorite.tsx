import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/favorite')({ component: FavoriteScreen });

function FavoriteScreen() {
  return <ScreenPlaceholder path="/favorite" />;
}
