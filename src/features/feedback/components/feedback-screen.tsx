import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { feedbackSettingQueryOptions } from '../../../api/endpoints/feedback';
import { useSession } from '../../../lib/use-session';
import { EmptyState, Skeleton } from '../../../ui';
import { FeedbackForm } from './feedback-form';
import styles from './feedback.module.css';

/** /m/feedback: the feedback form, its length bounds from the site configuration. */
export function FeedbackScreen() {
  const session = useSession();
  const setting = useQuery(feedbackSettingQueryOptions());
  let body;
  if (session === null) {
    body = (
      <EmptyState
        title={<Trans>Log in to send feedback</Trans>}
        action={
          <Link to="/login">
            <Trans>Log in</Trans>
          </Link>
        }
      />
    );
  } else if (setting.isPending) {
    body = <Skeleton height={180} />;
  } else if (setting.isError) {
    body = <EmptyState title={<Trans>The feedback form could not be loaded</Trans>} />;
  } else {
    body = <FeedbackForm setting={setting.data} memberType={session.type} />;
  }
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <Trans>Feedback</Trans>
      </h1>
      {body}
    </div>
  );
}
