import { Hono } from 'hono';
import { RESPONSIBLE_GAMING_MODULE } from '../../shared/contract/calls/responsible-gaming.ts';
import {
  depositLimitRequestSchema,
  selfExclusionRequestSchema,
  sessionReminderRequestSchema,
} from '../../shared/contract/calls/responsible-gaming-requests.ts';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedInput } from '../http/encrypted-body.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { PasswordWaiting } from '../services/cashier/password-guard.ts';
import {
  changeDepositLimit,
  depositLimits,
} from '../services/responsible-gaming/deposit-limits.ts';
import { startSelfExclusion } from '../services/responsible-gaming/self-exclusion.ts';
import {
  changeSessionReminder,
  playSession,
} from '../services/responsible-gaming/session-reminder.ts';

// A member changes these by hand; per address, this only keeps a script from filling the record.
const CHANGE_LIMIT = { name: 'responsible-gaming', limit: 30, windowSeconds: 300 };

/**
 * Responsible gaming under /wps/security (requirements D5; docs/api.md "Rewards and security"):
 * SECPRIV, a member's session, trial players refused (requirements D0.1).
 */
export function securityLimitsRoutes(services: AppServices) {
  const guard = moduleGuard(services.site)(RESPONSIBLE_GAMING_MODULE);
  const member = [guard, requireSession(services.db), refuseTrial] as const;
  return new Hono<AppEnv>()
    .get('/limits', ...member, async (c) =>
      ok(c, await depositLimits(services.db, c.get('session').userName)),
    )
    .put(
      '/limits',
      ...member,
      rateLimit(services, CHANGE_LIMIT),
      validate('json', depositLimitRequestSchema),
      async (c) =>
        ok(
          c,
          await changeDepositLimit(services.db, c.get('session').userName, c.req.valid('json')),
        ),
    )
    .put(
      '/session-reminder',
      ...member,
      rateLimit(services, CHANGE_LIMIT),
      validate('json', sessionReminderRequestSchema),
      async (c) =>
        ok(
          c,
          await changeSessionReminder(
            services.db,
            c.get('session').userName,
            c.req.valid('json').minutes,
          ),
        ),
    )
    .get('/session', ...member, async (c) =>
      ok(c, await playSession(services.db, c.get('session'))),
    )
    .post(
      '/self-exclusion',
      ...member,
      rateLimit(services, CHANGE_LIMIT),
      encryptedInput(services.keys, selfExclusionRequestSchema),
      async (c) => {
        try {
          return ok(
            c,
            await startSelfExclusion(services.db, c.get('session').userName, c.req.valid('json')),
          );
        } catch (error) {
          // The login's guessing limits (server/README.md "Password guessing"): when to try again.
          if (error instanceof PasswordWaiting)
            c.header('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
      },
    );
}
