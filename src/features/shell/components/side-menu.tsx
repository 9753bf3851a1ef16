import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../../ui/icon';
import { Popup } from '../../../ui/popup';
import type { SideMenuItem } from '../side-menu-items.ts';
import styles from './side-menu.module.css';

export interface SideMenuProps {
  open: boolean;
  items: readonly SideMenuItem[];
  onClose: () => void;
  onRegionLanguage: () => void;
}

/** The drawer of the home header's menu toggle; the frame closes it on every route change. */
export default function SideMenu({ open, items, onClose, onRegionLanguage }: SideMenuProps) {
  const { t, i18n } = useLingui();
  return (
    <Popup id="side-menu" open={open} onClose={onClose} title={t`Menu`} placement="start">
      <nav aria-label={t`Menu`}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              {/* Targets come from a fixed table (side-menu-items.ts), so the cast cannot widen them. */}
              <Link to={item.to as '/home'} className={styles.item} onClick={onClose}>
                <Icon name={item.icon} />
                <span>{i18n._(item.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.item} onClick={onRegionLanguage}>
          <Icon name="globe" />
          <span>{t`Region and language`}</span>
        </button>
      </nav>
    </Popup>
  );
}
