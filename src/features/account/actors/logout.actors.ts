import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { logoutMachine } from '../../../../machines/logout.machine.ts';
import { api, type ApiClient } from '../../../api/client.ts';
import { MEMBER_INFO_KEY } from '../../../api/endpoints/member-info.ts';
import { logout } from '../../../api/endpoints/logout.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { setAutoLoginFlag } from '../../../lib/remembered-login.ts';
import { clearSessionStorage, getSessionInfo } from '../../../lib/storage.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { TOAST_DURATION } from '../../../ui/toast/durations.ts';
import { forgetPasswordInMemory } from '../password-memory.ts';

export interface LogoutDeps {
  replaceHome: () => void;
  client?: ApiClient;
}

/** Drops the cached member info; react-query is loaded only if a screen already uses it. */
function forgetMemberInfo(): void {
  void import('../../../api/query-client.ts').then(({ queryClient }) =>
    queryClient.removeQueries({ queryKey: MEMBER_INFO_KEY }),
  );
}

/** The logout chart with its real effects (requirements A4.12 "Logout"). */
export function createLogoutLogic({ replaceHome, client = api }: LogoutDeps) {
  return logoutMachine.provide({
    actors: {
      logOut: fromPromise(async () => {
        const token = getSessionInfo()?.token;
        // Nothing to end on the server when the session is already gone here.
        if (token) await logout(token, client);
      }),
    },
    actions: {
      showWaitMessage: () => {
        toast.loading(i18n._(msg`Please wait…`), TOAST_DURATION.loadingForm);
      },
      hideWaitMessage: () => toast.hideLoading(),
      // Session storage holds the token (MC_SESSION_INFO) and the trial user (trialName).
      clearSession: () => {
        clearSessionStorage();
        forgetPasswordInMemory();
        forgetMemberInfo();
        setAutoLoginFlag(false);
      },
      replaceHome: () => replaceHome(),
    },
  });
}
