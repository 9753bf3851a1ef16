import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inboxDetailQueryOptions } from '../../../api/endpoints/inbox-detail';
import { noticeDate } from '../../../lib/format-date';
import { Button, EmptyState, Skeleton } from '../../../ui';
import { inboxLanguage } from '../inbox-language';
import { useMarkMessageRead } from '../use-open-message';
import styles from './inbox.module.css';

export interface MessageDetailProps {
  token: string;
  id: number;
  onBack: () => void;
}

/** One message as plain text; an unread one is marked read once it has been shown. */
export function MessageDetail({ token, id, onBack }: MessageDetailProps) {
  const detail = useQuery(inboxDetailQueryOptions(id, inboxLanguage(), token));
  const mark = useMarkMessageRead(token);
  const unread = detail.data?.read === false;
  const { mutate } = mark;

  useEffect(() => {
    if (unread) mutate(id);
  }, [unread, id, mutate]);

  return (
    <article className={styles.detail}>
      {detail.isPending && <Skeleton height={120} />}
      {detail.isError && <EmptyState title={<Trans>This message could not be loaded</Trans>} />}
      {detail.data && (
        <>
          <h2 className={styles.heading}>{detail.data.title}</h2>
          <time dateTime={detail.data.createdAt} className={styles.date}>
            {noticeDate(detail.data.createdAt)}
          </time>
          <p className={styles.body}>{detail.data.content}</p>
        </>
      )}
      <Button variant="secondary" onClick={onBack}>
        <Trans>Back to messages</Trans>
      </Button>
    </article>
  );
}
