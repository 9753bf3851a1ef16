import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { TRIAL_TYPE } from '../../../lib/member-types';
import { useSession } from '../../../lib/use-session';
import { EmptyState } from '../../../ui';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';
import styles from './inbox.module.css';

const ChatEntry = lazy(() => import('./chat-entry'));

/** /m/webEmail: the inbox (members only) and the live chat entry. */
export function InboxScreen() {
  const session = useSession();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);

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
  } else if (openId !== null) {
    inbox = <MessageDetail token={session.token} id={openId} onBack={() => setOpenId(null)} />;
  } else {
    inbox = <MessageList token={session.token} page={page} onPage={setPage} onOpen={setOpenId} />;
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
