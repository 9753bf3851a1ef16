import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { openSearchPopup } from '../../../lib/search-popup';
import { Icon } from '../../../ui/icon';
import styles from './search-box.module.css';

/** Looks like a search field; the frame's search popup does the searching (requirements B2.2). */
export const SearchBox = memo(function SearchBox() {
  const { t } = useLingui();
  return (
    <button type="button" className={styles.box} onClick={openSearchPopup}>
      <Icon name="search" />
      <span>{t`Search games`}</span>
    </button>
  );
});
