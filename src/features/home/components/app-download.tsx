import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { currentDeviceEnv, isAppShell } from '../../../lib/device';
import { Icon } from '../../../ui/icon';
import styles from './app-download.module.css';

/** Inside our app or an installed web app there is nothing to download (requirements B2.2). */
export function isInstalled(env = currentDeviceEnv()): boolean {
  return env.standalone || isAppShell(env.userAgent);
}

/**
 * The app-download section (iOS and Android buttons lead to the download page, which picks the
 * right file for the device) and the download bar with its reward tagline.
 */
export function AppDownload() {
  const { t } = useLingui();
  const installed = useMemo(() => isInstalled(), []);
  if (installed) return null;
  return (
    <>
      <section className={styles.section} aria-labelledby="home-download">
        <h2 id="home-download" className={styles.title}>{t`Get the app`}</h2>
        <div className={styles.buttons}>
          <Link to="/download" className={styles.button}>
            <Icon name="apple" />
            <span>{t`Download for iOS`}</span>
          </Link>
          <Link to="/download" className={styles.button}>
            <Icon name="android" />
            <span>{t`Download for Android`}</span>
          </Link>
        </div>
      </section>
      <aside className={styles.bar} aria-label={t`Download bar`}>
        <Icon name="download" className={styles.barIcon} />
        <span className={styles.tagline}>{t`Download the app and claim your reward`}</span>
        <Link to="/download" className={styles.barLink}>{t`Download`}</Link>
      </aside>
    </>
  );
}
