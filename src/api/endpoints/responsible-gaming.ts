import { api, type ApiClient } from '../client';
import './reward-error-codes';
import {
  DEPOSIT_LIMITS_PATH,
  depositLimitsSchema,
  PLAY_SESSION_PATH,
  playSessionSchema,
  SELF_EXCLUSION_PATH,
  selfExclusionSchema,
  SESSION_REMINDER_PATH,
  sessionReminderSchema,
  type DepositLimitRequest,
  type DepositLimits,
  type PlaySession,
  type RESPONSIBLE_GAMING_MODULE,
  type SelfExclusion,
  type SelfExclusionRequest,
  type SessionReminder,
} from '../../../shared/contract/calls/responsible-gaming.ts';
import type { ReminderMinutes } from '../../../shared/contract/rewards.ts';

// Responsible gaming's calls (requirements D5; docs/api.md "Rewards and security").

const MODULE = 'SECPRIV' satisfies typeof RESPONSIBLE_GAMING_MODULE;

export function fetchDepositLimits(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<DepositLimits> {
  return client.get(DEPOSIT_LIMITS_PATH, {
    moduleId: MODULE,
    schema: depositLimitsSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Requirements D5.1: lower or first at once, higher or removed (null) 24 hours later. */
export function saveDepositLimit(
  request: DepositLimitRequest,
  client: ApiClient = api,
): Promise<DepositLimits> {
  return client.put(DEPOSIT_LIMITS_PATH, {
    moduleId: MODULE,
    schema: depositLimitsSchema,
    body: request,
  });
}

export function fetchPlaySession(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<PlaySession> {
  return client.get(PLAY_SESSION_PATH, {
    moduleId: MODULE,
    schema: playSessionSchema,
    ...(signal ? { signal } : {}),
  });
}

export function saveSessionReminder(
  minutes: ReminderMinutes | null,
  client: ApiClient = api,
): Promise<SessionReminder> {
  return client.put(SESSION_REMINDER_PATH, {
    moduleId: MODULE,
    schema: sessionReminderSchema,
    body: { minutes },
  });
}

/** Requirements D5.3: sealed like the password change (docs/api.md "Encrypted calls"). */
export function startSelfExclusion(
  request: SelfExclusionRequest,
  client: ApiClient = api,
): Promise<SelfExclusion> {
  return client.post(SELF_EXCLUSION_PATH, {
    moduleId: MODULE,
    schema: selfExclusionSchema,
    body: request,
    encrypted: true,
  });
}
