import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/promoCode')({ component: PromoCodeScreen });

function PromoCodeScreen() {
  return <ScreenPlaceholder path="/promoCode" />;
}
