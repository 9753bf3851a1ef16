import { Trans, useLingui } from '@lingui/react/macro';
import type { InboxPage } from '../../../../shared/contract/calls/inbox-messages.ts';
import { noticeDate } from '../../../lib/format-date';
import { formatUnread } from '../../../lib/use-inbox-unread';
import { Button } from '../../../ui';
import styles from './inbox.module.css';

export interface MessageListProps {
  messages: InboxPage;
  /** Whether Newer and Older lead anywhere (the chart's answer). */
  canNewer: boolean;
  canOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
  onOpen: (id: number) => void;
}

/** One page of messages, newest first (the server's order), unread ones marked, and its pager. */
export function MessageList({
  messages,
  canNewer,
  canOlder,
  onNewer,
  onOlder,
  onOpen,
}: MessageListProps) {
  const { t } = useLingui();
  const { list, pageNum, totalPages, unReadCount } = messages;
  const unread = formatUnread(unReadCount);
  return (
    <section aria-labelledby="inbox-messages">
      <h2 id="inbox-messages" className={styles.heading}>
        <Trans>Messages</Trans>{' '}
        <span className={styles.count}>
          <Trans>{unread} unread</Trans>
        </span>
      </h2>
      <ul className={styles.list}>
        {list.map((message) => (
          <li key={message.id}>
            <button type="button" className={styles.row} onClick={() => onOpen(message.id)}>
              {!message.read && <span className={styles.dot} aria-label={t`Unread`} role="img" />}
              <span className={message.read ? styles.title : styles.titleUnread}>
                {message.title}
              </span>
              <time dateTime={message.createdAt} className={styles.date}>
                {noticeDate(message.createdAt)}
              </time>
            </button>
          </li>
        ))}
      </ul>
      {totalPages > 1 && (
        <nav aria-label={t`Message pages`} className={styles.pager}>
          <Button variant="secondary" size="sm" disabled={!canNewer} onClick={onNewer}>
            <Trans>Newer</Trans>
          </Button>
          <span>
            <Trans>
              Page {pageNum} of {totalPages}
            </Trans>
          </span>
          <Button variant="secondary" size="sm" disabled={!canOlder} onClick={onOlder}>
            <Trans>Older</Trans>
          </Button>
        </nav>
      )}
    </section>
  );
}
