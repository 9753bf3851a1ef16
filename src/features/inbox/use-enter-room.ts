import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { config } from '../../config';
import { enterRoom, roomsQueryOptions, type Room } from '../../api/endpoints/rooms';
import { inspected } from '../../lib/inspected-actor.ts';
import { useSession } from '../../lib/use-session';
import { inboxLanguage } from './inbox-language';
import { roomEntryLogic } from './room-entry-actors';
import { roomRefusal } from './room-refusal';

export type { RoomRefusal } from './room-refusal';

/** The chat page lives on the API's origin (the reference server serves it); navigation opens it. */
function absoluteChatUrl(chatUrl: string): string {
  const base = config.apiBase || window.location.origin;
  return new URL(chatUrl, `${base}/`).href;
}

/**
 * The hosts' rooms and the Enter button's action (requirements B7.3), run by the room entry chart
 * (machines/room-entry.machine.ts): who may enter and what happens on the way is the chart's; this
 * hook gives it the session of each press and the site's effects, and reads its snapshot.
 */
export function useEnterRoom() {
  const { i18n } = useLingui();
  const router = useRouter();
  const session = useSession();
  const rooms = useQuery(roomsQueryOptions());
  const logic = useMemo(
    () =>
      roomEntryLogic({
        enter: (roomId) =>
          enterRoom({
            roomId,
            // The browser's own address already carries the /m base path.
            backUrl: `${window.location.pathname}${window.location.search}`,
            language: inboxLanguage(),
          }),
        openLogin: () => void router.navigate({ to: '/login' }),
        openChatPage: (url) => window.location.assign(absoluteChatUrl(url)),
      }),
    [router],
  );
  const actor = useActorRef(logic, inspected());
  const snapshot = useSelector(actor, (state) => state);

  const byAnchor = new Map((rooms.data ?? []).map((room) => [room.anchorId, room]));
  return {
    roomOf: (anchorId: number) => byAnchor.get(anchorId),
    enter: (room: Room) =>
      actor.send({
        type: 'room.enter',
        room: { roomId: room.roomId },
        sessionType: session?.type ?? null,
      }),
    retry: () => actor.send({ type: 'room.retry' }),
    pendingRoomId: snapshot.hasTag('busy') ? (snapshot.context.room?.roomId ?? null) : null,
    refusal: roomRefusal(i18n, snapshot),
  };
}
