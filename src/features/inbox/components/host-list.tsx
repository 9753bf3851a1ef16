import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatAnchor } from '../../../api/endpoints/chat-anchors';
import type { LiveAnchor } from '../../../api/endpoints/chat-live';
import type { Room } from '../../../api/endpoints/rooms';
import { Button } from '../../../ui';
import { cx } from '../../../ui/cx';
import { roomBadge } from '../room-messages';
import type { RoomRefusal } from '../room-refusal';
import styles from './chat-hosts.module.css';

export interface HostListProps {
  /** Accessible name of the list. */
  label: string;
  anchors: readonly (ChatAnchor | LiveAnchor)[];
  isFollowing: (anchorId: number) => boolean;
  pendingId: number | null;
  onToggle: (anchor: ChatAnchor) => void;
  /** The hosts' rooms (requirements B7.3): each row shows its room's type and an Enter button. */
  rooms?: HostRooms;
}

export interface HostRooms {
  roomOf: (anchorId: number) => Room | undefined;
  onEnter: (room: Room) => void;
  /** Tries the refused room again (offered when no answer arrived). */
  onRetry: () => void;
  pendingRoomId: number | null;
  /** Why the last room tried did not open, shown in that room's row. */
  refusal: RoomRefusal | null;
}

const BADGE_CLASS = {
  free: styles.roomFree,
  vip: styles.roomVip,
  payPerView: styles.roomPayPerView,
} as const;

function Watching({ viewers }: { viewers: number }) {
  return <Trans>{viewers} watching</Trans>;
}

function isLive(anchor: ChatAnchor | LiveAnchor): anchor is LiveAnchor {
  return 'viewers' in anchor;
}

/**
 * Chat hosts as rows: picture, name, online or live state, and a follow button (requirements B7.2);
 * with the rooms, the room's type as a badge and an Enter button (requirements B7.3).
 */
export function HostList({
  label,
  anchors,
  isFollowing,
  pendingId,
  onToggle,
  rooms,
}: HostListProps) {
  const { t, i18n } = useLingui();
  return (
    <ul className={styles.list} aria-label={label}>
      {anchors.map((anchor) => {
        const following = isFollowing(anchor.anchorId);
        const name = anchor.nickname;
        const room = rooms?.roomOf(anchor.anchorId);
        const refusal =
          room !== undefined && rooms?.refusal?.roomId === room.roomId ? rooms.refusal : null;
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
              {room && (
                <span className={cx(styles.roomBadge, BADGE_CLASS[room.roomType])}>
                  {roomBadge(i18n, room)}
                </span>
              )}
            </span>
            <span className={styles.actions}>
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
              {room && rooms && (
                <Button
                  size="sm"
                  className={styles.follow}
                  loading={rooms.pendingRoomId === room.roomId}
                  aria-label={t`Enter ${name}'s room`}
                  onClick={() => rooms.onEnter(room)}
                >
                  <Trans>Enter</Trans>
                </Button>
              )}
            </span>
            {refusal && (
              <p role="alert" className={styles.refusal}>
                {refusal.message}
              </p>
            )}
            {refusal?.retry && rooms && (
              <Button
                size="sm"
                variant="secondary"
                className={styles.retry}
                aria-label={t`Try ${name}'s room again`}
                onClick={rooms.onRetry}
              >
                <Trans>Try again</Trans>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
