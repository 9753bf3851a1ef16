import { createFileRoute } from '@tanstack/react-router';
import { PromoCodeScreen } from '../features/shell/components/promo-code-screen.tsx';

export const Route = createFileRoute('/promoCode')({ component: PromoCodeScreen });
