import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { promoCodeEnabledQueryOptions } from '../../../api/endpoints/promo-code-enabled';
import { openHelp } from '../../../lib/popup-requests.ts';
import { openAppDownloadPopup } from '../../../lib/app-download-popup';
import { useInboxUnread } from '../../../lib/use-inbox-unread';
import { badgeText, usePromotions } from '../../../lib/use-promotions';
import { Icon } from '../../../ui/icon';
import { Popup } from '../../../ui/popup';
import { TOAST_DURATION } from '../../../ui/toast/durations';
import { toast } from '../../../ui/toast/toast-store';
import type { SideMenuItem } from '../side-menu-items.ts';
import styles from './side-menu.module.css';

export interface SideMenuProps {
  open: boolean;
  items: readonly SideMenuItem[];
  onClose: () => void;
  onRegionLanguage: () => void;
  /** Inbox unread count for the inbox item; absent: the session's own count (null: no badge). */
  inboxUnread?: number | null;
}

// Requirements A9: the home side menu lists the first 3 activities.
const HOME_ACTIVITIES = 3;

/** The drawer of the home header's menu toggle; the frame closes it on every route change. */
export default function SideMenu({
  open,
  items,
  onClose,
  onRegionLanguage,
  inboxUnread: given,
}: SideMenuProps) {
  const { t, i18n } = useLingui();
  const sessionUnread = useInboxUnread();
  const inboxUnread = given === undefined ? sessionUnread : given;
  const promoCode = useQuery({ ...promoCodeEnabledQueryOptions(), enabled: open });
  const activities = (usePromotions(open) ?? []).slice(0, HOME_ACTIVITIES);

  const comingSoon = () =>
    toast.show({ message: t`Coming soon`, duration: TOAST_DURATION.comingSoon });

  return (
    <Popup id="side-menu" open={open} onClose={onClose} title={t`Menu`} placement="start">
      <nav aria-label={t`Menu`}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              {item.id === 'download' ? (
                // Requirements A2: the download entry opens the frame's app-download popup.
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    onClose();
                    openAppDownloadPopup();
                  }}
                >
                  <Icon name={item.icon} />
                  <span>{i18n._(item.label)}</span>
                </button>
              ) : item.comingSoonUnlessEnabled && promoCode.data !== true ? (
                <button type="button" className={styles.item} onClick={comingSoon}>
                  <Icon name={item.icon} />
                  <span>{i18n._(item.label)}</span>
                </button>
              ) : (
                <Link
                  to={item.to}
                  className={styles.item}
                  onClick={(event) => {
                    onClose();
                    // Requirements B2.8.6: the help centre opens as a popup over the page (the link keeps /m/help).
                    if (item.id !== 'help') return;
                    event.preventDefault();
                    openHelp(0);
                  }}
                >
                  <Icon name={item.icon} />
                  <span>{i18n._(item.label)}</span>
                  {item.id === 'inbox' && inboxUnread != null && inboxUnread > 0 && (
                    <span className={styles.badge} aria-label={t`${badgeText(inboxUnread)} unread`}>
                      {badgeText(inboxUnread)}
                    </span>
                  )}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <button type="button" className={styles.item} onClick={onRegionLanguage}>
          <Icon name="globe" />
          <span>{t`Region and language`}</span>
        </button>
        {activities.length > 0 && (
          <section aria-labelledby="side-menu-activities">
            <h2 id="side-menu-activities" className={styles.heading}>{t`Activities`}</h2>
            <ul className={styles.list}>
              {activities.map((activity) => (
                <li key={activity.id}>
                  <Link
                    to="/activityDetail"
                    search={{ id: activity.id }}
                    className={styles.item}
                    onClick={onClose}
                  >
                    <Icon name="promotion" />
                    <span>{activity.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </nav>
    </Popup>
  );
}
