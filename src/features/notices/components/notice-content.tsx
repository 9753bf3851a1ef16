import { sanitizeHtml } from '../../../lib/sanitize-html';
import styles from './notices.module.css';

/** Operator HTML of a notice, sanitised here: the only way it reaches the page. */
export function NoticeContent({ html, id }: { html: string; id?: string }) {
  return (
    <div
      id={id}
      className={styles.content}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
