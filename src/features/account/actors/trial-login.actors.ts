import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { trialLoginMachine, type TrialSession } from '../../../../machines/trial-login.machine.ts';
import { api, type ApiClient } from '../../../api/client.ts';
import { createTrialSession } from '../../../api/endpoints/trial-login.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { setTrialName } from '../../../lib/storage.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { TOAST_DURATION } from '../../../ui/toast/durations.ts';
import { errorMessage } from '../account-messages.ts';
import { forgetPasswordInMemory } from '../password-memory.ts';
import { storeSession } from '../store-session.ts';

export interface TrialLoginDeps {
  /** Replaces the route with /m/home once trial mode is on. */
  replaceHome: () => void;
  client?: ApiClient;
}

/** The trial-login chart with its real effects: the trial call, the wait and error messages, session storage. */
export function createTrialLoginLogic({ replaceHome, client = api }: TrialLoginDeps) {
  return trialLoginMachine.provide({
    actors: {
      createTrialSession: fromPromise(async (): Promise<TrialSession> =>
        createTrialSession(client),
      ),
    },
    actions: {
      showWaitMessage: () => {
        toast.loading(i18n._(msg`Please wait…`), TOAST_DURATION.loadingForm);
      },
      hideWaitMessage: () => toast.hideLoading(),
      showError: (_, { errorCode }) => {
        toast.show({ style: 'fail', message: errorMessage(i18n, errorCode) });
      },
      storeSession: (_, { session }) => {
        // After a trial login the session's type is customerType (4).
        storeSession(session);
        forgetPasswordInMemory();
      },
      storeTrialName: (_, { trialName }) => {
        setTrialName(trialName);
      },
      replaceHome: () => replaceHome(),
    },
  });
}
