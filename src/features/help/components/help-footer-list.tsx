import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useHelpItems } from './use-help-items';
import styles from './help.module.css';

/** Requirements B2.8: the footer's help list, the help titles as navigation; hidden when there are none. */
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
            <Link to="/help" search={item.tag ? { tag: item.tag } : { i: index }}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
