import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MemberCentreLayout } from '../../../api/endpoints/templates';
import { cx } from '../../../ui/cx';
import { Icon } from '../../../ui/icon';
import type { SideMenuItem } from '../side-menu-items.ts';
import styles from './profile-screen.module.css';

export interface MemberCentreLinksProps {
  /** 'new': a grid of entry cards; 'old': a plain list (requirements A3.16, the project's reading). */
  layout: MemberCentreLayout;
  /** The side menu's links for this player (requirements B2.8 "links of the side menu"). */
  items: readonly SideMenuItem[];
  onSignOut: () => void;
}

/**
 * The member centre's entries: the same links in the same order in both layouts (the side menu's
 * items for this player, then personal settings and sign-out); only their arrangement differs.
 */
export function MemberCentreLinks({ layout, items, onSignOut }: MemberCentreLinksProps) {
  const { t, i18n } = useLingui();
  const grid = layout === 'new';
  const itemClass = cx(styles.item, grid && styles.tile);
  return (
    <nav aria-label={t`Member links`} data-layout={layout}>
      <ul className={grid ? styles.grid : styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.to} className={itemClass}>
              <Icon name={item.icon} />
              <span>{i18n._(item.label)}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to="/set" className={itemClass}>
            <Icon name="user" />
            <span>{t`Personal settings`}</span>
          </Link>
        </li>
        <li>
          <button type="button" className={itemClass} onClick={onSignOut}>
            <Icon name="logout" />
            <span>{t`Sign out`}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
