import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { openHelp } from '../../../lib/popup-requests.ts';
import { useHelpItems } from './use-help-items';
import styles from './help.module.css';

/** A plain tap opens the popup; a tap asking for a new tab or window keeps the link's page. */
const opensInPlace = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Requirements B2.8.2: the footer's help list, the help titles as navigation; hidden when there are
 * none. A title opens the help centre popup on its tab (B2.8.6); the link keeps the page's address (/m/help).
 */
export default function HelpFooterList() {
  const { t } = useLingui();
  const help = useHelpItems();
  const items = help.data ?? [];
  if (items.length === 0) return null;
  return (
    <nav aria-label={t`Help`}>
      <ul className={styles.footerList}>
        {items.map((item, index) => (
          <li key={item.id}>
            <Link
              to="/help"
              search={item.tag ? { tag: item.tag } : { i: index }}
              onClick={(event) => {
                if (!opensInPlace(event)) return;
                event.preventDefault();
                openHelp(index);
              }}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
