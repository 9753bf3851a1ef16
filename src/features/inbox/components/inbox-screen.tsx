import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { TRIAL_TYPE } from '../../../lib/member-types';
import { useSession } from '../../../lib/use-session';
import { EmptyState } from '../../../ui';
import { InboxMessages } from './inbox-messages';
import styles from './inbox.module.css';

const ChatEntry = lazy(() => import('./chat-entry'));

/** /m/webEmail: the inbox (members only) and the live chat entry. */
export function InboxScreen() {
  const session = useSession();

  let inbox;
  if (session === null) {
    inbox = (
      <EmptyState
        title={<Trans>Log in to read your messages</Trans>}
        action={
          <Link to="/login">
            <Trans>Log in</Trans>
          </Link>
        }
      />
    );
  } else if (session.type === TRIAL_TYPE) {
    inbox = (
      <EmptyState title={<Trans>Please login an actual account to use this function</Trans>} />
    );
  } else {
    // A new session is a new reader: its inbox starts afresh on the first page.
    inbox = <InboxMessages key={session.token} token={session.token} />;
  }

  return (
    <div className={styles.screen}>
      {inbox}
      <Suspense fallback={null}>
        <ChatEntry />
      </Suspense>
    </div>
  );
}
