import type {
  PlaySession,
  SessionReminder,
} from '../../../shared/contract/calls/responsible-gaming.ts';
import type { ReminderMinutes } from '../../../shared/contract/rewards.ts';
import type { Database } from '../../db/client.ts';
import {
  netResultSince,
  reminderMinutes,
  setReminderMinutes,
} from '../../db/queries/responsible-gaming.ts';
import { recordAccountEvent } from '../security/account-events.ts';

// The session reminder (requirements D5.2): how often the site reminds the member of their time and
// result, and what it shows then. The site counts the time from the session's start.

function asMinutes(minutes: number | null): ReminderMinutes | null {
  return minutes === 30 || minutes === 60 || minutes === 120 ? minutes : null;
}

/** Sets the reminder (null: off), written to the member's record (requirements D5.4) with it. */
export async function changeSessionReminder(
  db: Database,
  userName: string,
  minutes: ReminderMinutes | null,
): Promise<SessionReminder> {
  await db.transaction(async (tx) => {
    await setReminderMinutes(tx, userName, minutes);
    await recordAccountEvent(tx, userName, 'sessionReminder.set', { minutes });
  });
  return { minutes };
}

/** The caller's session as the reminder shows it: its start, the minutes, the net result since. */
export async function playSession(
  db: Database,
  session: { userName: string; createdAt: Date },
): Promise<PlaySession> {
  return {
    startedAt: session.createdAt.toISOString(),
    minutes: asMinutes(await reminderMinutes(db, session.userName)),
    netResult: await netResultSince(db, session.userName, session.createdAt),
  };
}
