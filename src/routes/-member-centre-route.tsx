import { useMatch } from '@tanstack/react-router';
import { OperatorNotice } from '../features/shell/components/operator-notice.tsx';
import { PromoCodeScreen } from '../features/shell/components/promo-code-screen.tsx';

// Not a route: the screen of the reward centre, promo code, manual rebate and security centre
// routes (requirements D), shared like the cashier's (src/routes/-shared-screens.ts says why): one
// small module for the choice, each screen in a chunk of its own behind it (React.lazy), so none of
// them weighs on another page's first load. A route whose screen is not built yet keeps the
// operator's notice.

export function MemberCentreRoute() {
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  if (routeId === undefined) throw new Error('MemberCentreRoute rendered outside a route');
  if (routeId === '/promoCode') return <PromoCodeScreen />;
  return <OperatorNotice path={routeId} />;
}
