import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Announcement } from '../../../api/endpoints/announcements';
import { noticeDate } from '../../../lib/format-date';
import { EmptyState } from '../../../ui/empty-state';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { useNotices } from '../use-notices';
import { NoticeContent } from './notice-content';
import { NoticeDetail } from './notice-detail';
import { NoticeQueryState } from './notice-states';
import styles from './notices.module.css';

export interface NoticeListScreenProps {
  /** Spec 001 §2.6: with an id or an index in the address, that notice's detail shows. */
  id?: number;
  index?: number;
}

/** `/m/notice`: player notices in an accordion (spec 001 §2.6); opening one marks it read. */
export function NoticeListScreen({ id, index }: NoticeListScreenProps) {
  const { t } = useLingui();
  const notices = useNotices();
  const [open, setOpen] = useState<number | null>(null);
  const chosen = id !== undefined ? notices.notices.find((n) => n.id === id) : index !== undefined ? notices.notices[index] : undefined;

  if (notices.query.data && (id !== undefined || index !== undefined)) {
    return (
      <div className={styles.screen}>
        <NoticeDetail notice={chosen} notices={notices} />
      </div>
    );
  }

  const toggle = (notice: Announcement) => {
    const opening = open !== notice.id;
    setOpen(opening ? notice.id : null);
    if (opening) notices.markRead(notice);
  };

  return (
    <div className={styles.screen}>
      <NoticeQueryState query={notices.query} />
      {notices.query.data && notices.notices.length === 0 && <EmptyState title={<Trans>No announcements</Trans>} />}
      {notices.notices.length > 0 && (
        <ul className={styles.list} aria-label={t`Announcements`}>
          {notices.notices.map((notice) => {
            const expanded = open === notice.id;
            const unread = notices.isUnread(notice);
            return (
              <li key={notice.id} className={styles.item}>
                <h2 className={styles.heading}>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={expanded}
                    aria-controls={`notice-${notice.id}`}
                    onClick={() => toggle(notice)}
                  >
                    {unread && <span className={styles.dot} aria-hidden="true" />}
                    <span className={styles.titleText}>
                      {notice.title}
                      {unread && <VisuallyHidden> ({t`unread`})</VisuallyHidden>}
                    </span>
                    <span className={styles.date}>{noticeDate(notice.startDate)}</span>
                  </button>
                </h2>
                {expanded && <NoticeContent id={`notice-${notice.id}`} html={notice.content} />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
