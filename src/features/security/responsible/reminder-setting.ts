import type { ReminderMinutes } from '../../../../shared/contract/rewards.ts';

// The session reminder's setting as the security centre saved it in this tab (requirements D5.2):
// the running reminder (components/session-reminder-host.tsx, a chunk of its own) follows a change
// without a reload. A module both chunks share, holding nothing but listeners.

type Listener = (minutes: ReminderMinutes | null) => void;
const listeners = new Set<Listener>();

export function announceReminder(minutes: ReminderMinutes | null): void {
  for (const listener of listeners) listener(minutes);
}

export function onReminderChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
