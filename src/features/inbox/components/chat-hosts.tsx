import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { chatAnchorsQueryOptions } from '../../../api/endpoints/chat-anchors';
import { liveAnchorsQueryOptions } from '../../../api/endpoints/chat-live';
import { useSession } from '../../../lib/use-session';
import { Spinner, Tabs, type TabItem } from '../../../ui';
import { inboxLanguage } from '../inbox-language';
import { useEnterRoom } from '../use-enter-room';
import { useFollowAnchor } from '../use-follow-anchor';
import { HostList } from './host-list';
import styles from './chat-hosts.module.css';

type HostTab = 'all' | 'following' | 'live';

function Note({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/**
 * The chat hosts in three tabs (requirements B7.2): All (the anchor list, read again on every visit),
 * Following (the member's focus list) and Live now (who is live, read again each minute while shown).
 * Each host's room shows its type and opens from its row (requirements B7.3).
 */
export function ChatHosts() {
  const { t } = useLingui();
  const session = useSession();
  const [tab, setTab] = useState<HostTab>('all');
  const language = inboxLanguage();
  const follow = useFollowAnchor();
  const room = useEnterRoom();
  const anchors = useQuery({ ...chatAnchorsQueryOptions(language), enabled: tab === 'all' });
  const live = useQuery({ ...liveAnchorsQueryOptions(language), enabled: tab === 'live' });

  const items: TabItem<HostTab>[] = [
    { value: 'all', label: t`All` },
    { value: 'following', label: t`Following` },
    { value: 'live', label: t`Live now` },
  ];
  const list = (label: string, data: Parameters<typeof HostList>[0]['anchors']) => (
    <HostList
      label={label}
      anchors={data}
      isFollowing={follow.isFollowing}
      pendingId={follow.pendingId}
      onToggle={follow.toggle}
      rooms={{
        roomOf: room.roomOf,
        onEnter: room.enter,
        onRetry: room.retry,
        pendingRoomId: room.pendingRoomId,
        refusal: room.refusal,
      }}
    />
  );
  const failed = (
    <Note>
      <Trans>The hosts could not be loaded. Please try again.</Trans>
    </Note>
  );
  const loading = <Spinner label={t`Loading`} />;

  let panel: ReactNode;
  if (tab === 'all') {
    if (anchors.isError) panel = failed;
    else if (anchors.data === undefined) panel = loading;
    else if (anchors.data.length === 0)
      panel = (
        <Note>
          <Trans>No chat hosts yet.</Trans>
        </Note>
      );
    else panel = list(t`All chat hosts`, anchors.data);
  } else if (tab === 'following') {
    if (session === null) {
      panel = (
        <Note>
          <Trans>Log in to follow chat hosts.</Trans>{' '}
          <Link to="/login">
            <Trans>Log in</Trans>
          </Link>
        </Note>
      );
    } else if (follow.focusList === null)
      panel = (
        <Note>
          <Trans>Please login an actual account to use this function</Trans>
        </Note>
      );
    else if (follow.focusFailed) panel = failed;
    else if (follow.focusList === undefined) panel = loading;
    else if (follow.focusList.length === 0)
      panel = (
        <Note>
          <Trans>You follow no hosts yet. Press Follow next to a host.</Trans>
        </Note>
      );
    else panel = list(t`Hosts you follow`, follow.focusList);
  } else {
    if (live.isError) panel = failed;
    else if (live.data === undefined) panel = loading;
    else if (live.data.length === 0)
      panel = (
        <Note>
          <Trans>No host is live right now.</Trans>
        </Note>
      );
    else panel = list(t`Hosts live now`, live.data);
  }

  return (
    <Tabs label={t`Chat hosts`} items={items} value={tab} onChange={setTab} className={styles.tabs}>
      {panel}
    </Tabs>
  );
}
