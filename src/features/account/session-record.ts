import { getSessionInfo, setSessionInfo } from '../../lib/storage';

/**
 * Requirements A4 change password: the change-password prompt flag is the session's firstTimeLogin,
 * set by a login whose password someone else chose; a saved new password clears it.
 */
export function clearFirstTimeLogin(): void {
  const session = getSessionInfo();
  if (session?.firstTimeLogin) setSessionInfo({ ...session, firstTimeLogin: false });
}
