import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { inspected } from '../../../lib/inspected-actor.ts';
import { Button, EmptyState, Skeleton, VisuallyHidden } from '../../../ui';
import { createInboxPagingLogic } from '../actors/inbox-paging.actors';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';

/** Renders the inbox paging chart's snapshot for a member: a page of messages, or one message. */
export function InboxMessages({ token }: { token: string }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  // One chart per mounted inbox, made once (a state's initial value; a memo may be recomputed).
  const [logic] = useState(() => createInboxPagingLogic(queryClient, token));
  const actor = useActorRef(logic, inspected());
  const snapshot = useSelector(actor, (s) => s);

  // A new language reads the page again in that language (the first render already reads it).
  const shownLocale = useRef(i18n.locale);
  useEffect(() => {
    if (shownLocale.current === i18n.locale) return;
    shownLocale.current = i18n.locale;
    actor.send({ type: 'messages.reload' });
  }, [actor, i18n.locale]);

  const { messages, openId } = snapshot.context;
  if (snapshot.matches('reading') && openId !== null)
    return (
      <MessageDetail
        token={token}
        id={openId}
        onBack={() => actor.send({ type: 'message.closed' })}
      />
    );
  if (snapshot.matches('failed'))
    return (
      <EmptyState
        title={<Trans>Messages could not be loaded</Trans>}
        action={
          <Button onClick={() => actor.send({ type: 'page.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  if (snapshot.matches('empty')) return <EmptyState title={<Trans>No messages</Trans>} />;
  if (snapshot.matches('showing') && messages !== null)
    return (
      <MessageList
        messages={messages}
        canNewer={snapshot.can({ type: 'page.newer' })}
        canOlder={snapshot.can({ type: 'page.older' })}
        onNewer={() => actor.send({ type: 'page.newer' })}
        onOlder={() => actor.send({ type: 'page.older' })}
        onOpen={(id) => actor.send({ type: 'message.opened', id })}
      />
    );
  return (
    <div aria-busy="true">
      <span role="status">
        <VisuallyHidden>
          <Trans>Loading</Trans>
        </VisuallyHidden>
      </span>
      <Skeleton height={160} />
    </div>
  );
}
