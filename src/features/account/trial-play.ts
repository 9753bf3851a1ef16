import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../../ui/toast/toast-store.ts';
import { errorMessage } from './account-messages.ts';
import { createTrialLoginLogic } from './actors/trial-login.actors.ts';
import { createInspectedActor } from '../../lib/inspected-actor.ts';

let running = false;

/**
 * The header's trial action (spec 000 §2 "Mobile header"): runs one trial-login chart; a second
 * tap while it runs is ignored. A failure is shown as a toast in the language in force.
 */
export function startTrialPlay(replaceHome: () => void): void {
  if (running) return;
  running = true;
  const actor = createInspectedActor(createTrialLoginLogic({ replaceHome }));
  actor.subscribe((snapshot) => {
    if (snapshot.matches('failed')) {
      toast.show({ style: 'fail', message: errorMessage(i18n, snapshot.context.errorCode ?? 'unknown') });
    }
    if (snapshot.matches('failed') || snapshot.status === 'done') {
      running = false;
      actor.stop();
    }
  });
  actor.start();
  actor.send({ type: 'trial.start' });
}
