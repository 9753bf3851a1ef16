import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { inboxMessagesQueryOptions } from '../../../api/endpoints/inbox-messages';
import { noticeDate } from '../../../lib/format-date';
import { formatUnread } from '../../../lib/use-inbox-unread';
import { Button, EmptyState, Skeleton } from '../../../ui';
import { inboxLanguage } from '../inbox-language';
import styles from './inbox.module.css';

export interface MessageListProps {
  token: string;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}

/** One page of messages, newest first (the server's order), unread ones marked. */
export function MessageList({ token, page, onPage, onOpen }: MessageListProps) {
  const { t } = useLingui();
  const messages = useQuery(inboxMessagesQueryOptions(page, inboxLanguage(), token));
  if (messages.isPending) return <Skeleton height={160} />;
  if (messages.isError) return <EmptyState title={<Trans>Messages could not be loaded</Trans>} />;
  const { list, pageNum, totalPages, unReadCount } = messages.data;
  if (list.length === 0) return <EmptyState title={<Trans>No messages</Trans>} />;
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
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNum <= 1}
            onClick={() => onPage(pageNum - 1)}
          >
            <Trans>Newer</Trans>
          </Button>
          <span>
            <Trans>
              Page {pageNum} of {totalPages}
            </Trans>
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={pageNum >= totalPages}
            onClick={() => onPage(pageNum + 1)}
          >
            <Trans>Older</Trans>
          </Button>
        </nav>
      )}
    </section>
  );
}
