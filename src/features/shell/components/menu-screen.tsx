import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { domainRouteQueryOptions, shareOrigin } from '../../../api/endpoints/domain-route';
import { memberInfoQueryOptions } from '../../../api/endpoints/member-info';
import type { SystemInfo } from '../../../api/endpoints/system-status';
import { shareLink, shareUrl } from '../../../lib/share-link';
import { useSession } from '../../../lib/use-session';
import { enabledModules } from '../../../lib/whitelabel';
import { Icon, type IconName } from '../../../ui/icon';
import { TOAST_DURATION } from '../../../ui/toast/durations';
import { toast } from '../../../ui/toast/toast-store';
import { supportContacts } from '../support-contacts.ts';
import styles from './menu-screen.module.css';

export interface MenuScreenProps {
  info: Pick<SystemInfo, 'customerService' | 'resources' | 'social'> &
    Partial<Pick<SystemInfo, 'whitelabel'>>;
  /** Sign-out (requirements A2 menu page), offered when given: the route passes it with a session. */
  onSignOut?: () => void;
  /** The page's banner group (m_home), above the list. */
  banners?: ReactNode;
}

type SocialKey = keyof SystemInfo['social'];

const SAFE_HREF = /^(https?:\/\/|tg:)/i;

/** The menu page (/m/menu, the side menu's entries as a page) with its banners and the social follow block. */
export function MenuScreen({ info, onSignOut, banners }: MenuScreenProps) {
  const { t } = useLingui();
  const contacts = useMemo(() => supportContacts(info), [info]);
  // Requirements D3.5: with MANPLAYREB3 off the manual rebate entry is hidden.
  const rebate =
    info.whitelabel === undefined || enabledModules(info.whitelabel).has('MANPLAYREB3');
  const session = useSession();
  // A member shares the invitation link; the code comes with the member info (cached app-wide).
  const member = useQuery({
    ...memberInfoQueryOptions(session?.token ?? ''),
    enabled: session !== null,
  });

  // Shared links go to the operator's preferred domain (requirements A7.1 domain route).
  const routes = useQuery(domainRouteQueryOptions());

  const share = async () => {
    const url = shareUrl(
      shareOrigin(routes.data, window.location),
      import.meta.env.BASE_URL,
      member.data?.invitationCode,
    );
    const outcome = await shareLink({ title: document.title, url });
    if (outcome === 'copied')
      toast.show({
        style: 'success',
        message: t`Link copied`,
        duration: TOAST_DURATION.copySuccess,
      });
    if (outcome === 'failed') toast.show({ style: 'fail', message: t`Could not share the link` });
  };

  const social: { key: SocialKey; icon: IconName; label: string }[] = [
    { key: 'youtube', icon: 'youtube', label: t`YouTube` },
    { key: 'whatsapp', icon: 'whatsapp', label: t`WhatsApp` },
    { key: 'telegram', icon: 'telegram', label: t`Telegram` },
    { key: 'facebook', icon: 'facebook', label: t`Facebook` },
    { key: 'line', icon: 'line', label: t`Line` },
  ];
  const follow = social.filter((entry) => SAFE_HREF.test(info.social[entry.key].trim()));

  const external = (href: string | null, icon: IconName, label: string) =>
    href && (
      <li>
        <a className={styles.item} href={href} target="_blank" rel="noopener noreferrer">
          <Icon name={icon} />
          <span>{label}</span>
          <Icon name="external" className={styles.trailing} />
        </a>
      </li>
    );

  return (
    <div className={styles.screen}>
      {banners && <div className={styles.banners}>{banners}</div>}
      <ul className={styles.list}>
        {rebate && (
          <li>
            <Link to="/member/manualRebate" className={styles.item}>
              <Icon name="gift" />
              <span>{t`Manual rebate`}</span>
            </Link>
          </li>
        )}
        <li>
          <button type="button" className={styles.item} onClick={() => void share()}>
            <Icon name="share" />
            <span>{t`Share`}</span>
          </button>
        </li>
        {external(contacts.telegram, 'telegram', t`Telegram`)}
        {external(contacts.facebook, 'facebook', t`Facebook`)}
        <li>
          <Link to="/activity" className={styles.item}>
            <Icon name="promotion" />
            <span>{t`Promotions`}</span>
          </Link>
        </li>
        <li>
          <Link to="/gameRecord" className={styles.item}>
            <Icon name="check" />
            <span>{t`Betting record`}</span>
          </Link>
        </li>
        {external(contacts.liveChat, 'headset', t`Customer service`)}
        {onSignOut && (
          <li>
            <button type="button" className={styles.item} onClick={onSignOut}>
              <Icon name="logout" />
              <span>{t`Sign out`}</span>
            </button>
          </li>
        )}
      </ul>
      {follow.length > 0 && (
        <section className={styles.follow} aria-labelledby="menu-follow-title">
          <h2 id="menu-follow-title" className={styles.followTitle}>{t`Follow us`}</h2>
          <ul className={styles.followList}>
            {follow.map((entry) => (
              <li key={entry.key}>
                <a
                  className={styles.followLink}
                  href={info.social[entry.key].trim()}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={entry.label}
                >
                  <Icon name={entry.icon} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
