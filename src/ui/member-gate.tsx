import { Trans } from '@lingui/react/macro';
import { Link, Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { TRIAL_TYPE } from '../lib/member-types';
import type { SessionInfo } from '../lib/storage';
import { useSession } from '../lib/use-session';
import { buttonClassName } from './button';
import { EmptyState } from './empty-state';

/**
 * Who may open a member's screen, the cashier's and the member centre's (requirements C1.1, D0.1): a
 * visitor goes to /m/login, a trial player is told the spec's refusal, a member gets the screen with
 * their session.
 */
export function MemberGate({ children }: { children: (session: SessionInfo) => ReactNode }) {
  const session = useSession();
  if (session === null) return <Navigate to="/login" replace />;
  if (session.type === TRIAL_TYPE)
    return (
      <EmptyState
        title={<Trans>Please login an actual account to use this function</Trans>}
        action={
          <Link to="/home" className={buttonClassName({ variant: 'secondary' })}>
            <Trans>Back to home</Trans>
          </Link>
        }
      />
    );
  return children(session);
}
