import { Navigate, createRootRoute, redirect } from '@tanstack/react-router';
import { AppFrame } from '../app/app-frame.tsx';
import { aliasTarget } from '../features/shell/route-aliases.ts';

export const Route = createRootRoute({
  // Exact aliases of the start-up route table (/m/index, /m/index.html, /m/register.html).
  beforeLoad: ({ location }) => {
    const target = aliasTarget(location.pathname);
    if (target) throw redirect({ to: target, search: location.search, replace: true });
  },
  component: AppFrame,
  // Any unknown path goes home (spec 000 §2).
  notFoundComponent: () => <Navigate to="/home" replace />,
});
