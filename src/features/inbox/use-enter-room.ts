import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { config } from '../../config';
import { enterRoom, roomsQueryOptions, type Room } from '../../api/endpoints/rooms';
import { TRIAL_TYPE } from '../../lib/member-types';
import { useSession } from '../../lib/use-session';
import { inboxLanguage } from './inbox-language';
import { roomRefusalMessage, trialRefusal } from './room-messages';

/** The chat page lives on the API's origin (the reference server serves it); navigation opens it. */
function absoluteChatUrl(chatUrl: string): string {
  const base = config.apiBase || window.location.origin;
  return new URL(chatUrl, `${base}/`).href;
}

/** Why the last room a player tried did not open, shown by that room's host. */
export interface RoomRefusal {
  readonly roomId: number;
  readonly message: string;
}

/**
 * The hosts' rooms and the Enter button's action (requirements B7.3). A visitor is sent to log in, a
 * trial player is told at once (the server would refuse the same), a member asks the server, which
 * admits (the room's chat page opens) or refuses with the reason shown by the room.
 */
export function useEnterRoom() {
  const { i18n } = useLingui();
  const router = useRouter();
  const session = useSession();
  const rooms = useQuery(roomsQueryOptions());
  const [refusal, setRefusal] = useState<RoomRefusal | null>(null);
  const mutation = useMutation({
    mutationFn: (room: Room) =>
      enterRoom({
        roomId: room.roomId,
        // The browser's own address already carries the /m base path.
        backUrl: `${window.location.pathname}${window.location.search}`,
        language: inboxLanguage(),
      }),
    onMutate: () => setRefusal(null),
    onSuccess: (chatUrl) => window.location.assign(absoluteChatUrl(chatUrl)),
    onError: (error, room) =>
      setRefusal({ roomId: room.roomId, message: roomRefusalMessage(i18n, error) }),
  });

  const enter = (room: Room) => {
    if (session === null) {
      void router.navigate({ to: '/login' });
      return;
    }
    if (session.type === TRIAL_TYPE) {
      setRefusal({ roomId: room.roomId, message: trialRefusal(i18n) });
      return;
    }
    mutation.mutate(room);
  };

  const byAnchor = new Map((rooms.data ?? []).map((room) => [room.anchorId, room]));
  return {
    roomOf: (anchorId: number) => byAnchor.get(anchorId),
    enter,
    pendingRoomId: mutation.isPending ? mutation.variables.roomId : null,
    refusal,
  };
}
