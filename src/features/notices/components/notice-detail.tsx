import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Announcement } from '../../../api/endpoints/announcements';
import { noticeDate } from '../../../lib/format-date';
import { EmptyState } from '../../../ui/empty-state';
import type { useNotices } from '../use-notices';
import { NoticeContent } from './notice-content';
import styles from './notices.module.css';

/** One notice in full; showing it marks it read. */
export function NoticeDetail({
  notice,
  notices,
}: {
  notice: Announcement | undefined;
  notices: ReturnType<typeof useNotices>;
}) {
  const { markRead } = notices;
  useEffect(() => {
    if (notice) markRead(notice);
  }, [notice, markRead]);

  if (!notice)
    return <EmptyState title={<Trans>This announcement is no longer available</Trans>} />;
  return (
    <article className={styles.screen}>
      <h2 className={styles.detailTitle}>{notice.title}</h2>
      <p className={styles.date}>{noticeDate(notice.startDate)}</p>
      <NoticeContent html={notice.content} />
      <Link to="/notice" className={styles.back}>
        <Trans>All announcements</Trans>
      </Link>
    </article>
  );
}
