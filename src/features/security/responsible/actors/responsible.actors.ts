import { fromPromise } from 'xstate';
import { depositLimitsMachine } from '../../../../../machines/security/deposit-limits.machine.ts';
import { reminderTimerMachine } from '../../../../../machines/security/reminder-timer.machine.ts';
import { selfExclusionMachine } from '../../../../../machines/security/self-exclusion.machine.ts';
import { sessionReminderMachine } from '../../../../../machines/security/session-reminder.machine.ts';
import type {
  DepositLimitRequest,
  DepositLimits,
  PlaySession,
  SelfExclusion,
  SelfExclusionRequest,
  SessionReminder,
} from '../../../../../shared/contract/calls/responsible-gaming.ts';
import type { ReminderMinutes } from '../../../../../shared/contract/rewards.ts';
import {
  fetchDepositLimits,
  fetchPlaySession,
  saveDepositLimit,
  saveSessionReminder,
  startSelfExclusion,
} from '../../../../api/endpoints/responsible-gaming.ts';
import { announceReminder } from '../reminder-setting.ts';

/** The calls of responsible gaming; view tests pass their own. */
export interface ResponsibleCalls {
  loadLimits: () => Promise<DepositLimits>;
  saveLimit: (request: DepositLimitRequest) => Promise<DepositLimits>;
  loadSession: () => Promise<PlaySession>;
  saveReminder: (minutes: ReminderMinutes | null) => Promise<SessionReminder>;
  excludeSelf: (request: SelfExclusionRequest) => Promise<SelfExclusion>;
}

export const responsibleCalls: ResponsibleCalls = {
  loadLimits: () => fetchDepositLimits(),
  saveLimit: (request) => saveDepositLimit(request),
  loadSession: () => fetchPlaySession(),
  saveReminder: (minutes) => saveSessionReminder(minutes),
  excludeSelf: (request) => startSelfExclusion(request),
};

export function depositLimitsLogic(calls: ResponsibleCalls) {
  return depositLimitsMachine.provide({
    actors: {
      loadLimits: fromPromise(() => calls.loadLimits()),
      saveLimit: fromPromise(({ input }: { input: DepositLimitRequest }) => calls.saveLimit(input)),
    },
  });
}

export function sessionReminderLogic(calls: ResponsibleCalls) {
  return sessionReminderMachine.provide({
    actors: {
      loadReminder: fromPromise(() => calls.loadSession()),
      saveReminder: fromPromise(({ input }: { input: ReminderMinutes | null }) =>
        calls.saveReminder(input),
      ),
    },
    actions: {
      announceReminder: (_, params: { minutes: ReminderMinutes | null }) =>
        announceReminder(params.minutes),
    },
  });
}

export function selfExclusionLogic(calls: ResponsibleCalls, endSession: (until: string) => void) {
  return selfExclusionMachine.provide({
    actors: {
      excludeSelf: fromPromise(({ input }: { input: SelfExclusionRequest }) =>
        calls.excludeSelf(input),
      ),
    },
    actions: {
      endSession: (_, params: { until: string }) => endSession(params.until),
    },
  });
}

export function reminderTimerLogic(calls: ResponsibleCalls, requestLogout: () => void) {
  return reminderTimerMachine.provide({
    actors: { readSession: fromPromise(() => calls.loadSession()) },
    actions: { requestLogout: () => requestLogout() },
  });
}
