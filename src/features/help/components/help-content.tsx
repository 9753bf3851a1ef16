import { useEffect, useMemo, useRef } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import styles from './help.module.css';

export interface HelpContentProps {
  html: string;
  /** Section to bring into view: the n-th `<h3>` (requirements B2.8 sub-index `c`). */
  section?: number | undefined;
}

/** One help entry's HTML, sanitised; the asked section is scrolled to and focused for screen readers. */
export function HelpContent({ html, section }: HelpContentProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (section === undefined) return;
    const heading = root.current?.querySelectorAll('h3')[section];
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.classList.add(styles.current ?? '');
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [safe, section]);

  return <div ref={root} className={styles.content} dangerouslySetInnerHTML={{ __html: safe }} />;
}
