import type { I18n } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import type { roomEntryMachine } from '../../../machines/room-entry.machine.ts';
import { roomRefusalMessage, trialRefusal } from './room-messages';

/** Why the last room a player tried did not open, shown by that room's host. */
export interface RoomRefusal {
  readonly roomId: number;
  readonly message: string;
  /** No answer arrived: the player may try the same room again. */
  readonly retry: boolean;
}

/** The room entry chart's refusal as the host list shows it; null when no refusal shows. */
export function roomRefusal(
  i18n: I18n,
  snapshot: SnapshotFrom<typeof roomEntryMachine>,
): RoomRefusal | null {
  const { room, refusal } = snapshot.context;
  if (room === null) return null;
  if (snapshot.matches({ choosing: 'trialRefused' }))
    return { roomId: room.roomId, message: trialRefusal(i18n), retry: false };
  if (refusal === null || !snapshot.matches('choosing')) return null;
  return {
    roomId: room.roomId,
    message: roomRefusalMessage(i18n, refusal.code, refusal.value),
    retry: snapshot.matches({ choosing: 'failed' }),
  };
}
