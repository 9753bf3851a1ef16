import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { sessionRenewalMachine } from '../../../../machines/session-renewal.machine.ts';
import { SESSION_TIMINGS } from '../../../../shared/contract/sessions.ts';
import { api, type ApiClient } from '../../../api/client.ts';
import { logout } from '../../../api/endpoints/logout.ts';
import { renewSession } from '../../../api/endpoints/session-renew.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { createInspectedActor } from '../../../lib/inspected-actor.ts';
import { openPopup } from '../../../lib/popups-actor.ts';
import { clearSession, getSessionInfo, onSessionChange } from '../../../lib/storage.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { watchActivity } from './watch-activity.ts';

export interface SessionRenewalDeps {
  client?: ApiClient;
  window?: Window;
}

/** The chart with its real effects (requirements A7.4, B8.5). */
export function createSessionRenewalLogic(token: string, client: ApiClient) {
  return sessionRenewalMachine.provide({
    actors: {
      renewSession: fromPromise(() => renewSession(client)),
    },
    actions: {
      endSession: (_, { logout: onServer }) => {
        // The call takes its Authorization header as it starts, so the session can go at once.
        if (onServer && getSessionInfo()?.token === token)
          void logout(token, client).catch(() => undefined);
        if (getSessionInfo()?.token === token) clearSession();
      },
      showLoggedOut: () => {
        const message = i18n._(msg`The account has been logged out, please log in again`);
        // A renewal answered 401 has had the API layer show it already (src/app/network-notices.ts): once is enough.
        if (toast.getSnapshot().some((shown) => shown.message === message)) return;
        toast.show({ style: 'fail', message });
      },
      openLogin: () => openPopup('login'),
    },
  });
}

let running: { token: string; stop: () => void } | null = null;

/**
 * Keeps the member's session `token` renewed while the player is active, and ends it when they are
 * idle (machines/session-renewal.machine.ts). One chart at a time, for the stored session: started
 * again for another token; the chart stops by itself when the session ends or the site closes it.
 * It does not stop with the component that started it, so the renewal's own 401 (which clears the
 * stored session first) still reaches it and shows the message.
 */
export function keepSessionAlive(token: string, deps: SessionRenewalDeps = {}): void {
  if (running?.token === token) return;
  running?.stop();
  const client = deps.client ?? api;
  const target = deps.window ?? window;
  const actor = createInspectedActor(createSessionRenewalLogic(token, client));
  const stopWatching = watchActivity(
    target,
    () => actor.send({ type: 'activity.input' }),
    SESSION_TIMINGS.activitySampleMs,
  );
  const stopListening = onSessionChange(() => {
    if (getSessionInfo()?.token !== token) actor.send({ type: 'session.closed' });
  });
  const entry = {
    token,
    stop: () => {
      stopWatching();
      stopListening();
      actor.stop();
      if (running === entry) running = null;
    },
  };
  running = entry;
  actor.subscribe({ complete: () => entry.stop() });
  actor.start();
}
