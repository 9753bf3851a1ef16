import { lazy, Suspense, type ReactNode } from 'react';
import { useMatch, useSearch } from '@tanstack/react-router';
import { OperatorNotice } from '../features/shell/components/operator-notice.tsx';
import { Spinner } from '../ui';
import { MemberGate } from '../ui/member-gate.tsx';

// Not a route: the screen of the reward centre, promo code, manual rebate and security centre
// routes (requirements D), shared like the cashier's (src/routes/-shared-screens.ts says why): one
// small module for the choice, each screen in a chunk of its own behind it (React.lazy), so none of
// them weighs on another page's first load. A route whose screen is not built yet keeps the
// operator's notice.

// Each page's screen, loaded on demand (one `lazy(...)` per screen, declared here).
const RebateScreen = lazy(() =>
  import('../features/rewards/rebate/components/rebate-screen.tsx').then((module) => ({
    default: module.RebateScreen,
  })),
);

const RewardCentreScreen = lazy(() =>
  import('../features/rewards/centre/components/reward-centre-screen.tsx').then((module) => ({
    default: module.RewardCentreScreen,
  })),
);

const PromoCodeScreen = lazy(() =>
  import('../features/rewards/promo-code/components/promo-code-screen.tsx').then((module) => ({
    default: module.PromoCodeScreen,
  })),
);

const SecurityCentreScreen = lazy(() =>
  import('../features/security/hub/components/security-centre-screen.tsx').then((module) => ({
    default: module.SecurityCentreScreen,
  })),
);

// Responsible gaming's panels of the security centre (requirements D5), a screen of their own.
const ResponsibleScreen = lazy(() =>
  import('../features/security/responsible/components/responsible-screen.tsx').then((module) => ({
    default: module.ResponsibleScreen,
  })),
);
const RESPONSIBLE_DETAILS = ['depositLimits', 'sessionReminder', 'selfExclusion'] as const;
const isResponsibleDetail = (detail: string | undefined) =>
  RESPONSIBLE_DETAILS.find((entry) => entry === detail);

export function MemberCentreRoute() {
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  const search: { detail?: string } = useSearch({ strict: false });
  if (routeId === undefined) throw new Error('MemberCentreRoute rendered outside a route');
  const screen = screenOf(routeId, search.detail);
  if (screen !== null) return <Suspense fallback={<Spinner />}>{screen}</Suspense>;
  return <OperatorNotice path={routeId} />;
}

/** The built screen of a route (and, in the security centre, of its open panel), or null. */
function screenOf(routeId: string, detail: string | undefined): ReactNode {
  switch (routeId) {
    // One case per built route, e.g. `case '/rewardCenter': return <RewardCentreScreen />;`
    case '/member/manualRebate':
      return <MemberGate>{() => <RebateScreen />}</MemberGate>;
    case '/promoCode':
      return <MemberGate>{() => <PromoCodeScreen />}</MemberGate>;
    case '/rewardCenter':
      return <MemberGate>{() => <RewardCentreScreen />}</MemberGate>;
    case '/securityCenter': {
      const responsible = isResponsibleDetail(detail);
      if (responsible !== undefined)
        return <MemberGate>{() => <ResponsibleScreen detail={responsible} />}</MemberGate>;
      // The hub and its own panels (requirements D4).
      return <MemberGate>{() => <SecurityCentreScreen detail={detail} />}</MemberGate>;
    }
    default:
      return null;
  }
}
