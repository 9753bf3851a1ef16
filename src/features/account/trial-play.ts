import type { Actor } from 'xstate';
import { createInspectedActor } from '../../lib/inspected-actor.ts';
import { createTrialLoginLogic } from './actors/trial-login.actors.ts';

type TrialLoginActor = Actor<ReturnType<typeof createTrialLoginLogic>>;

/** The page's trial login: kept while it can still take a tap (waiting, or failed and ready to retry). */
let trialLogin: TrialLoginActor | null = null;

/**
 * The header's trial action: every tap goes to the one trial-login chart, which ignores it while a
 * session is being created and tries again after a failure (it shows the wait and error messages
 * itself). A chart that has finished is replaced by a new one, for a later trial after a logout.
 */
export function startTrialPlay(replaceHome: () => void): void {
  if (trialLogin?.getSnapshot().status !== 'active') {
    trialLogin = createInspectedActor(createTrialLoginLogic({ replaceHome })).start();
  }
  trialLogin.send({ type: 'trial.start' });
}
