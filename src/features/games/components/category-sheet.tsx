import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../../ui/icon';
import { Popup } from '../../../ui/popup';
import { CATEGORY_PATHS, categoryName } from '../../../lib/category-routes';
import { categoryIcon } from '../category-icons';
import styles from './category-sheet.module.css';

export interface CategorySheetProps {
  open: boolean;
  onClose: () => void;
  /** HOT and the sorted categories (requirements B4 ordering). */
  categories: readonly string[];
  current: string | null;
}

/** Requirements B2.3: the bottom sheet titled game category; choosing one closes it and opens that category. */
export function CategorySheet({ open, onClose, categories, current }: CategorySheetProps) {
  const { t, i18n } = useLingui();
  return (
    <Popup open={open} onClose={onClose} title={t`Game category`} placement="bottom">
      <ul className={styles.list}>
        {categories.map((category) => {
          const to = CATEGORY_PATHS[category];
          if (!to) return null;
          const icon = categoryIcon(category);
          return (
            <li key={category}>
              <Link
                to={to}
                className={styles.entry}
                aria-current={category === current ? 'page' : undefined}
                onClick={onClose}
              >
                {icon && (
                  <span className={styles.badge}>
                    <Icon name={icon} className={styles.icon} />
                  </span>
                )}
                {categoryName((d) => i18n._(d), category)}
              </Link>
            </li>
          );
        })}
      </ul>
    </Popup>
  );
}
