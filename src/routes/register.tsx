import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/register')({ component: RegisterScreen });

function RegisterScreen() {
  return <ScreenPlaceholder path="/register" />;
}
