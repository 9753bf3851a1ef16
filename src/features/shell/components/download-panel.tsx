import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SystemInfo } from '../../../api/endpoints/system-status';
import type { DeviceEnv } from '../../../lib/device';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { appDownloadPlan, isIosSafari } from '../app-download.ts';
import styles from './download-panel.module.css';

export interface DownloadPanelProps {
  resources: SystemInfo['resources'];
  device: DeviceEnv;
}

/** The app-download offer: iOS and Android buttons and the iOS home-screen tips. */
export function DownloadPanel({ resources, device }: DownloadPanelProps) {
  const { t } = useLingui();
  const plan = useMemo(() => appDownloadPlan({ device, resources }), [device, resources]);
  const [needsSafari, setNeedsSafari] = useState(false);

  if (!plan) return <p className={styles.note}>{t`You are already using the app.`}</p>;
  const profileNeedsSafari = plan.ios?.kind === 'profile' && !isIosSafari(device.userAgent);

  return (
    <section className={styles.panel} aria-labelledby="download-title">
      <h2 id="download-title" className={styles.title}>{t`Get the app`}</h2>
      <div className={styles.buttons}>
        {plan.ios &&
          (profileNeedsSafari ? (
            <Button
              icon="apple"
              block
              onClick={() => setNeedsSafari(true)}
            >{t`Download for iOS`}</Button>
          ) : (
            <LinkButton href={plan.ios.href} icon="apple" block>{t`Download for iOS`}</LinkButton>
          ))}
        {plan.android && (
          <LinkButton
            href={plan.android}
            icon="android"
            block
            variant="secondary"
          >{t`Download for Android`}</LinkButton>
        )}
      </div>
      {needsSafari && (
        <p
          role="alert"
          className={styles.alert}
        >{t`Please open this page in Safari to install the app.`}</p>
      )}
      {plan.homeScreenTips && (
        <div className={styles.tips}>
          <h3 className={styles.tipsTitle}>{t`Add to your home screen`}</h3>
          <ol>
            <li>{t`Tap the Share button in Safari.`}</li>
            <li>{t`Choose "Add to Home Screen", then "Add".`}</li>
          </ol>
          {plan.legacyTip && (
            <p
              className={styles.note}
            >{t`On this iOS version the Share button is in the toolbar at the bottom of Safari.`}</p>
          )}
          {!plan.canInstallWebApp && (
            <p className={styles.note}>{t`Installing the web app needs iOS 12.4 or later.`}</p>
          )}
        </div>
      )}
    </section>
  );
}
