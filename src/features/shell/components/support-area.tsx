import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SystemInfo } from '../../../api/endpoints/system-status';
import { Icon, type IconName } from '../../../ui/icon';
import { prefersReducedMotion } from '../../../ui/motion';
import { supportContacts, type SupportContacts } from '../support-contacts.ts';
import styles from './support-area.module.css';

export interface SupportAreaProps {
  info: Pick<SystemInfo, 'customerService' | 'resources' | 'register' | 'siteName'>;
  /** The help titles (spec 001 §2.8); the frame supplies them, the help area owns that list. */
  helpList?: ReactNode;
}

interface Channel {
  key: keyof SupportContacts;
  icon: IconName;
  label: string;
}

/**
 * The page footer and the floating service widget (spec 000 §2 "Footer bar"). Loaded after the
 * page is idle: it decrypts the customer-service paths, and that code is not needed for the
 * first view.
 */
export default function SupportArea({ info, helpList }: SupportAreaProps) {
  const { t } = useLingui();
  const contacts = useMemo(() => supportContacts(info), [info]);
  const ageLimit = info.register.ageLimit;
  const siteName = info.siteName || t`this site`;

  const channels: Channel[] = [
    { key: 'liveChat', icon: 'headset', label: t`Live chat` },
    { key: 'telegram', icon: 'telegram', label: t`Telegram` },
    { key: 'facebook', icon: 'facebook', label: t`Facebook` },
  ];
  const available = channels.flatMap((channel) => {
    const href = contacts[channel.key];
    return href ? [{ ...channel, href }] : [];
  });

  const links = (className: string) =>
    available.map((channel) => (
      <li key={channel.key}>
        <a className={className} href={channel.href} target="_blank" rel="noopener noreferrer" aria-label={channel.label}>
          <Icon name={channel.icon} />
        </a>
      </li>
    ));

  return (
    <>
      <footer className={styles.footer}>
        {helpList}
        {available.length > 0 && (
          <ul className={styles.contacts} aria-label={t`Contact us`}>
            {links(styles.contact ?? '')}
          </ul>
        )}
        <p className={styles.age}>
          <span className={styles.ageBadge} aria-hidden="true">
            {ageLimit}+
          </span>
          {t`Only players aged ${ageLimit} or over may play. Please play responsibly.`}
        </p>
        <p className={styles.copyright}>{t`Copyright © 2019–2025 ${siteName}. All rights reserved.`}</p>
        <button
          type="button"
          className={styles.toTop}
          onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
        >
          <Icon name="chevron-up" />
          {t`Back to top`}
        </button>
      </footer>
      {available.length > 0 && (
        <aside className={styles.widget} aria-label={t`Customer service`}>
          <ul>{links(styles.widgetLink ?? '')}</ul>
        </aside>
      )}
    </>
  );
}
