import { Suspense, lazy, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../../ui/icon';
import { HeadIconPicker } from './head-icon-picker.tsx';
import styles from './settings-screen.module.css';

const RegionLanguagePopup = lazy(() => import('./region-language-popup.tsx'));

export interface SettingsScreenProps {
  token: string;
  /** Trial players have no head icon (the server refuses it). */
  trial: boolean;
  defaultMerchant: string;
  onSignOut: () => void;
}

/** `/m/set` (requirements B2.8): language and region, head icon, change password, sign-out. */
export function SettingsScreen({ token, trial, defaultMerchant, onSignOut }: SettingsScreenProps) {
  const { t } = useLingui();
  const [regionOpen, setRegionOpen] = useState(false);
  const [regionLoaded, setRegionLoaded] = useState(false);

  return (
    <div className={styles.screen}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              setRegionLoaded(true);
              setRegionOpen(true);
            }}
          >
            <Icon name="globe" />
            <span>{t`Language and region`}</span>
          </button>
        </li>
        <li>
          <Link to="/changePsw" className={styles.item}>
            <Icon name="lock" />
            <span>{t`Change password`}</span>
          </Link>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={onSignOut}>
            <Icon name="logout" />
            <span>{t`Sign out`}</span>
          </button>
        </li>
      </ul>
      {!trial && <HeadIconPicker token={token} />}
      {regionLoaded && (
        <Suspense fallback={null}>
          <RegionLanguagePopup
            open={regionOpen}
            onClose={() => setRegionOpen(false)}
            defaultMerchant={defaultMerchant}
          />
        </Suspense>
      )}
    </div>
  );
}
