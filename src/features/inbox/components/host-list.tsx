import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatAnchor } from '../../../api/endpoints/chat-anchors';
import type { LiveAnchor } from '../../../api/endpoints/chat-live';
import { Button } from '../../../ui';
import styles from './chat-hosts.module.css';

export interface HostListProps {
  /** Accessible name of the list. */
  label: string;
  anchors: readonly (ChatAnchor | LiveAnchor)[];
  isFollowing: (anchorId: number) => boolean;
  pendingId: number | null;
  onToggle: (anchor: ChatAnchor) => void;
}

function Watching({ viewers }: { viewers: number }) {
  return <Trans>{viewers} watching</Trans>;
}

function isLive(anchor: ChatAnchor | LiveAnchor): anchor is LiveAnchor {
  return 'viewers' in anchor;
}

/** Chat hosts as rows: picture, name, online or live state, and a follow button (requirements B7.2). */
export function HostList({ label, anchors, isFollowing, pendingId, onToggle }: HostListProps) {
  const { t } = useLingui();
  return (
    <ul className={styles.list} aria-label={label}>
      {anchors.map((anchor) => {
        const following = isFollowing(anchor.anchorId);
        const name = anchor.nickname;
        return (
          <li key={anchor.anchorId} className={styles.row}>
            <span className={styles.avatar}>
              <img src={anchor.avatarUrl} alt="" width={48} height={48} loading="lazy" />
              {isLive(anchor) ? (
                <span className={styles.liveBadge}>
                  <Trans>Live</Trans>
                </span>
              ) : (
                anchor.online && <span className={styles.online} />
              )}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{name}</span>
              <span className={styles.state}>
                {isLive(anchor) ? (
                  <Watching viewers={anchor.viewers} />
                ) : anchor.online ? (
                  <Trans>Online</Trans>
                ) : (
                  <Trans>Offline</Trans>
                )}
              </span>
            </span>
            <Button
              size="sm"
              variant={following ? 'ghost' : 'secondary'}
              className={styles.follow}
              loading={pendingId === anchor.anchorId}
              aria-label={following ? t`Unfollow ${name}` : t`Follow ${name}`}
              onClick={() => onToggle(anchor)}
            >
              {following ? <Trans>Unfollow</Trans> : <Trans>Follow</Trans>}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
