import { useEffect } from 'react';
import { TRIAL_TYPE } from '../../../lib/member-types';
import { useSession } from '../../../lib/use-session';
import { keepSessionAlive } from './session-renewal.actors.ts';

/**
 * Mounted by the frame for a signed-in player once the page has settled: a member's session is
 * renewed while they play and ends when they are idle (requirements A7.4). A trial session is not
 * renewed (it keeps its 2 hours). Renders nothing.
 */
export default function SessionRenewalHost() {
  const session = useSession();
  const token = session !== null && session.type !== TRIAL_TYPE ? session.token : null;
  useEffect(() => {
    if (token !== null) keepSessionAlive(token);
  }, [token]);
  return null;
}
