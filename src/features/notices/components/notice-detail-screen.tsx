import { useNotices } from '../use-notices';
import { NoticeDetail } from './notice-detail';
import { NoticeQueryState } from './notice-states';
import styles from './notices.module.css';

/** `/m/noticeDetail?id=`: one notice. */
export function NoticeDetailScreen({ id }: { id: number | undefined }) {
  const notices = useNotices();
  return (
    <div className={styles.screen}>
      <NoticeQueryState query={notices.query} />
      {notices.query.data && (
        <NoticeDetail notice={notices.notices.find((n) => n.id === id)} notices={notices} />
      )}
    </div>
  );
}
