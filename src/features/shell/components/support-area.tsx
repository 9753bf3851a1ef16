import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SystemInfo } from '../../../api/endpoints/system-status';
import { Icon, type IconName } from '../../../ui/icon';
import { prefersReducedMotion } from '../../../ui/motion';
import { supportContacts } from '../support-contacts.ts';
import styles from './support-area.module.css';

type SupportInfo = Pick<SystemInfo, 'customerService' | 'resources' | 'register' | 'siteName'>;

export interface SupportAreaProps {
  info: SupportInfo;
  /** The help titles (requirements B2.8); the frame supplies them, the help area owns that list. */
  helpList?: ReactNode;
}

interface Channel {
  key: 'liveChat' | 'telegram' | 'facebook';
  icon: IconName;
  label: string;
  href: string;
}

/** The customer-service channels that have a link, in the order the site shows them. */
function useChannels(info: SupportInfo): Channel[] {
  const { t } = useLingui();
  const contacts = useMemo(() => supportContacts(info), [info]);
  const channels: Omit<Channel, 'href'>[] = [
    { key: 'liveChat', icon: 'headset', label: t`Live chat` },
    { key: 'telegram', icon: 'telegram', label: t`Telegram` },
    { key: 'facebook', icon: 'facebook', label: t`Facebook` },
  ];
  return channels.flatMap((channel) => {
    const href = contacts[channel.key];
    return href ? [{ ...channel, href }] : [];
  });
}

function ChannelLink({
  channel,
  className,
  onChoose,
}: {
  channel: Channel;
  className: string;
  onChoose?: () => void;
}) {
  return (
    <a
      className={className}
      href={channel.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={channel.label}
      onClick={onChoose}
    >
      <Icon name={channel.icon} />
    </a>
  );
}

/**
 * The page footer: help titles, contact icons, age notice, copyright and
 * the way back to the top. Loaded after the page is idle: it decrypts the customer-service paths,
 * and that code is not needed for the first view.
 */
export default function SupportArea({ info, helpList }: SupportAreaProps) {
  const { t } = useLingui();
  const channels = useChannels(info);
  const ageLimit = info.register.ageLimit;
  const siteName = info.siteName || t`this site`;

  return (
    <footer className={styles.footer}>
      {helpList}
      {channels.length > 0 && (
        <ul className={styles.contacts} aria-label={t`Contact us`}>
          {channels.map((channel) => (
            <li key={channel.key}>
              <ChannelLink channel={channel} className={styles.contact ?? ''} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.age}>
        <span className={styles.ageBadge} aria-hidden="true">
          {ageLimit}+
        </span>
        {t`Only players aged ${ageLimit} or over may play. Please play responsibly.`}
      </p>
      <p
        className={styles.copyright}
      >{t`Copyright © 2019–2025 ${siteName}. All rights reserved.`}</p>
      <button
        type="button"
        className={styles.toTop}
        onClick={() =>
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
        }
      >
        <Icon name="chevron-up" />
        {t`Back to top`}
      </button>
    </footer>
  );
}

/**
 * The floating service widget, folded into one handle that sits on the footer bar's top edge, the
 * strip the page keeps clear at its end: it never lies on a control. One channel: the handle is
 * that channel's link. Several: the handle opens their links above it, and closes on a choice, a
 * tap elsewhere or Escape.
 */
export function ServiceHandle({ info }: { info: SupportInfo }) {
  const { t } = useLingui();
  const channels = useChannels(info);
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const [only] = channels;
  if (!only) return null;
  return (
    <aside ref={area} className={styles.widget} aria-label={t`Customer service`}>
      {channels.length === 1 ? (
        <ChannelLink channel={only} className={styles.handle ?? ''} />
      ) : (
        <>
          <ul id={listId} className={styles.channels} hidden={!open}>
            {channels.map((channel) => (
              <li key={channel.key}>
                <ChannelLink
                  channel={channel}
                  className={styles.channel ?? ''}
                  onChoose={() => setOpen(false)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.handle}
            aria-label={t`Contact customer service`}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'close' : 'headset'} />
          </button>
        </>
      )}
    </aside>
  );
}
