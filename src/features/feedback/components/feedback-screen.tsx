import { Trans } from '@lingui/react/macro';
import { useSession } from '../../../lib/use-session';
import { FeedbackFlow } from './feedback-flow';
import styles from './feedback.module.css';

/** /m/feedback: the feedback chart for whoever is signed in (a new session starts it afresh). */
export function FeedbackScreen() {
  const session = useSession();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <Trans>Feedback</Trans>
      </h1>
      <FeedbackFlow key={session?.token ?? 'visitor'} memberType={session?.type ?? null} />
    </div>
  );
}
