import { useMatch } from '@tanstack/react-router';
import { OperatorNotice } from '../features/shell/components/operator-notice.tsx';

// Not a route: the screen of every page the operator's member centre provides, for the route it
// renders for (src/routes/-shared-screens.ts says why they share it).

export function OperatorNoticeRoute() {
  const path = useMatch({ strict: false, select: (match) => match.routeId });
  if (path === undefined) throw new Error('OperatorNoticeRoute rendered outside a route');
  return <OperatorNotice path={path} />;
}
