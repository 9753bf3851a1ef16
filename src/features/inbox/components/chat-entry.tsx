import { Trans, useLingui } from '@lingui/react/macro';
import { StartupActor } from '../../../app/startup-context';
import { TRIAL_TYPE } from '../../../lib/member-types';
import { formatUnread } from '../../../lib/use-inbox-unread';
import { useSession } from '../../../lib/use-session';
import { Button, toast } from '../../../ui';
import { useChatUnread } from '../use-chat-unread';
import { useLaunchChat } from '../use-launch-chat';
import { ChatHosts } from './chat-hosts';
import styles from './inbox.module.css';

/**
 * Live chat (CBS3): the hosts in tabs (all, followed, live now), the waiting chat messages (a
 * number only, requirements B7 "no alert") and a button that opens the chat page. Trial players
 * are refused.
 */
export default function ChatEntry() {
  const { t } = useLingui();
  const session = useSession();
  const member = session !== null && session.type !== TRIAL_TYPE;
  const accent = StartupActor.useSelector(
    (snapshot) => snapshot.context.status?.info.theme.accentColor,
  );
  const unread = useChatUnread();
  const launch = useLaunchChat(accent);

  const start = () => {
    if (!member) {
      toast.show({
        style: 'fail',
        message: t`Please login an actual account to use this function`,
      });
      return;
    }
    launch.mutate(undefined, {
      onError: () =>
        toast.show({ style: 'fail', message: t`The chat could not be opened. Please try again.` }),
    });
  };

  return (
    <section aria-labelledby="live-chat" className={styles.detail}>
      <h2 id="live-chat" className={styles.heading}>
        <Trans>Live chat</Trans>
        {unread !== null && unread > 0 && (
          <>
            {' '}
            <span className={styles.count}>
              <Trans>{formatUnread(unread)} new</Trans>
            </span>
          </>
        )}
      </h2>
      <ChatHosts />
      <Button onClick={start} loading={launch.isPending || launch.isSuccess}>
        <Trans>Start live chat</Trans>
      </Button>
    </section>
  );
}
