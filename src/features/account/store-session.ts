import type { SessionInfo } from '../../../machines/account/shared.ts';
import { config } from '../../config.ts';
import { getMerchant, setSessionInfo } from '../../lib/storage.ts';

/** Stores a session as MC_SESSION_INFO (requirements A3); the client sends its token from then on. */
export function storeSession(session: SessionInfo): void {
  setSessionInfo({
    token: session.token,
    merchantCode: getMerchant() ?? config.defaultMerchant,
    userName: session.userName,
    type: session.type,
    firstTimeLogin: session.firstTimeLogin ?? false,
  });
}
