import { createFileRoute } from '@tanstack/react-router';
import { ResetLinkScreen } from '../features/account/password-reset/reset-link.view.tsx';
import { parseTokenSearch } from '../features/account/password-reset/token-search.ts';

/** The page a mailed reset link opens: choose a new password with the link's token. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: parseTokenSearch,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetLinkScreen token={token ?? ''} />;
}
