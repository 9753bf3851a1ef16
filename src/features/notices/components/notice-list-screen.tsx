import { useEffect, useRef, useState } from 'react';
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
  /** With an id in the address, that notice's detail shows. */
  id?: number;
  /**
   * The place in the list of the headline tapped in the home marquee: the list
   * shows with that notice expanded.
   */
  index?: number;
}

/** `/m/notice`: player notices in an accordion (requirements B2.6); opening one marks it read. */
export function NoticeListScreen({ id, index }: NoticeListScreenProps) {
  const { t } = useLingui();
  const notices = useNotices();
  // The player's own choice once made; until then the notice the address names by index is open.
  const [chosen, setChosen] = useState<{ id: number | null } | null>(null);
  const fromIndex = index !== undefined ? notices.notices[index] : undefined;
  const open = chosen !== null ? chosen.id : (fromIndex?.id ?? null);
  const indexed = useRef<HTMLLIElement>(null);
  // Once per notice: the list's refresh after the read mark must not scroll the page again.
  const shownFromIndex = useRef<number | null>(null);
  const { markRead } = notices;
  useEffect(() => {
    if (!fromIndex || shownFromIndex.current === fromIndex.id) return;
    shownFromIndex.current = fromIndex.id;
    markRead(fromIndex);
    indexed.current?.scrollIntoView?.({ block: 'start' });
  }, [fromIndex, markRead]);

  if (notices.query.data && id !== undefined) {
    return (
      <div className={styles.screen}>
        <NoticeDetail notice={notices.notices.find((n) => n.id === id)} notices={notices} />
      </div>
    );
  }

  const toggle = (notice: Announcement) => {
    const opening = open !== notice.id;
    setChosen({ id: opening ? notice.id : null });
    if (opening) notices.markRead(notice);
  };

  return (
    <div className={styles.screen}>
      <NoticeQueryState query={notices.query} />
      {notices.query.data && notices.notices.length === 0 && (
        <EmptyState title={<Trans>No announcements</Trans>} />
      )}
      {notices.notices.length > 0 && (
        <ul className={styles.list} aria-label={t`Announcements`}>
          {notices.notices.map((notice) => {
            const expanded = open === notice.id;
            const unread = notices.isUnread(notice);
            return (
              <li
                key={notice.id}
                ref={notice === fromIndex ? indexed : undefined}
                className={styles.item}
              >
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
