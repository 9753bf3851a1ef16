import { lazy, Suspense, type ReactNode } from 'react';
import { useMatch, useSearch } from '@tanstack/react-router';
import { Spinner } from '../ui';
import { MemberGate } from '../ui/member-gate.tsx';

// Not a route: the screen of the reward centre, promo code, manual rebate and security centre
// routes (requirements D), shared like the cashier's (src/routes/-shared-screens.ts says why): one
// small module for the choice, each screen in a chunk of its own behind it (React.lazy), so none of
// them weighs on another page's first load. Every one is behind the member gate (requirements D0.1:
// a visitor goes to the login, a trial player is refused).

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
  return <Suspense fallback={<Spinner />}>{screenOf(routeId, search.detail)}</Suspense>;
}

/** The screen of a route (and, in the security centre, of its open panel). */
function screenOf(routeId: string, detail: string | undefined): ReactNode {
  switch (routeId) {
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
      throw new Error(`MemberCentreRoute has no screen for ${routeId}`);
  }
}
