import { lazy, Suspense, useEffect, useState } from 'react';
import type { PlaySession } from '../../../../../shared/contract/calls/responsible-gaming.ts';
import { responsibleCalls } from '../actors/responsible.actors';
import { onReminderChange } from '../reminder-setting';

// The dialog and its chart load only once the member's reminder is known to be set.
const ReminderDialog = lazy(() => import('./reminder-dialog'));

/**
 * Requirements D5.2, mounted by the app frame for a signed-in member (a chunk of its own, loaded
 * after the page has settled): reads the session's start and the reminder once, follows a change
 * saved in the security centre, and runs the reminder only when one is set.
 */
export default function SessionReminderHost({ onLogOut }: { onLogOut: () => void }) {
  const [session, setSession] = useState<PlaySession | null>(null);
  useEffect(() => {
    let live = true;
    // No reminder when the session cannot be read: it is a courtesy, never a gate.
    responsibleCalls.loadSession().then(
      (read) => {
        if (live) setSession(read);
      },
      () => undefined,
    );
    const stop = onReminderChange((minutes) =>
      setSession((current) => (current === null ? current : { ...current, minutes })),
    );
    return () => {
      live = false;
      stop();
    };
  }, []);
  if (session === null || session.minutes === null) return null;
  return (
    <Suspense fallback={null}>
      <ReminderDialog
        key={`${session.startedAt}/${session.minutes}`}
        startedAt={session.startedAt}
        minutes={session.minutes}
        onLogOut={onLogOut}
      />
    </Suspense>
  );
}
