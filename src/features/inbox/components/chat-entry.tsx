import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { chatAnchorsQueryOptions } from '../../../api/endpoints/chat-anchors';
import { chatUnreadQueryOptions } from '../../../api/endpoints/chat-unread';
import { StartupActor } from '../../../app/startup-context';
import { TRIAL_TYPE } from '../../../lib/member-types';
import { formatUnread } from '../../../lib/use-inbox-unread';
import { useSession } from '../../../lib/use-session';
import { Button, toast } from '../../../ui';
import { inboxLanguage } from '../inbox-language';
import { useLaunchChat } from '../use-launch-chat';
import styles from './inbox.module.css';

/**
 * Live chat (CBS3): the hosts with their online state, the waiting chat messages (a number only,
 * requirements B7 "no alert") and a button that opens the chat page. Trial players are refused.
 */
export default function ChatEntry() {
  const { t } = useLingui();
  const session = useSession();
  const member = session !== null && session.type !== TRIAL_TYPE;
  const accent = StartupActor.useSelector((snapshot) => snapshot.context.status?.info.theme.accentColor);
  const anchors = useQuery(chatAnchorsQueryOptions(inboxLanguage()));
  const unread = useQuery({ ...chatUnreadQueryOptions(session?.token ?? ''), enabled: member });
  const launch = useLaunchChat(accent);

  const start = () => {
    if (!member) {
      toast.show({ style: 'fail', message: t`Please login an actual account to use this function` });
      return;
    }
    launch.mutate(undefined, {
      onError: () => toast.show({ style: 'fail', message: t`The chat could not be opened. Please try again.` }),
    });
  };

  return (
    <section aria-labelledby="live-chat" className={styles.detail}>
      <h2 id="live-chat" className={styles.heading}>
        <Trans>Live chat</Trans>
        {member && unread.data !== undefined && unread.data > 0 && (
          <>
            {' '}
            <span className={styles.count}>
              <Trans>{formatUnread(unread.data)} new</Trans>
            </span>
          </>
        )}
      </h2>
      {anchors.data && anchors.data.length > 0 && (
        <ul className={styles.anchorList} aria-label={t`Chat hosts`}>
          {anchors.data.map((anchor) => (
            <li key={anchor.anchorId} className={styles.anchor}>
              <span className={styles.avatar}>
                <img src={anchor.avatarUrl} alt="" width={48} height={48} loading="lazy" />
                {anchor.online && <span className={styles.online} />}
              </span>
              <span>{anchor.nickname}</span>
              <span className={styles.date}>{anchor.online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}</span>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={start} loading={launch.isPending || launch.isSuccess}>
        <Trans>Start live chat</Trans>
      </Button>
    </section>
  );
}
