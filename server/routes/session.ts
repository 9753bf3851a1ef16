import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { isModuleEnabled } from '../config/whitelabel.ts';
import { deleteSession } from '../db/queries/sessions.ts';
import { loginInput } from '../http/account-inputs.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readCaptchaClient } from '../http/captcha-cookie.ts';
import { readDeviceCookie, setDeviceCookie } from '../http/device-cookie.ts';
import { encryptedInput } from '../http/encrypted-body.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, paramError } from '../http/errors.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { AccountWaiting, loginWithPassword, loginWithSmsCode } from '../services/login.ts';
import { mobileOf } from '../services/mobile-number.ts';
import { renewSession } from '../services/session-renewal.ts';
import { createTrialAccount, startTrial } from '../services/trial.ts';
import { trialStartInput } from '../../shared/contract/calls/trial-login.ts';

// Password guessing is slowed by the captcha after a failure; this caps what one address can try.
const LOGIN_LIMIT = { name: 'login', limit: 30, windowSeconds: 300 };
const TRIAL_LIMIT = { name: 'trial', limit: 20, windowSeconds: 3600 };
const TRIAL_ACCOUNT_LIMIT = { name: 'trial-account', limit: 20, windowSeconds: 3600 };

/**
 * Session calls: the RSA key for encrypted calls, login (password or SMS code), the trial account and
 * trial play, renewal (requirements A7.4) and logout.
 */
export function sessionRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return (
    new Hono<AppEnv>()
      .get('/key/rsa', guard('COMM3'), async (c) => {
        const { publicKeyBase64 } = await services.keys.requestKey();
        return ok(c, { publicKey: publicKeyBase64 });
      })
      .post(
        '/login',
        guard('COMM3'),
        rateLimit(services, LOGIN_LIMIT),
        encryptedInput(services.keys, loginInput),
        async (c) => {
          const input = c.req.valid('json');
          const config = await services.site.current();
          const merchantCode = c.get('merchantCode');
          const ctx = {
            db: services.db,
            merchantCode,
            clientIp: services.clientIp(c),
            captchaClient: readCaptchaClient(c),
            userAgent: c.req.header('User-Agent'),
          };
          if (input.type === 'username') {
            try {
              const { answer, deviceCookie } = await loginWithPassword(ctx, {
                ...input,
                deviceCookie: readDeviceCookie(c),
              });
              // The device this login came from may pass the account's wait next time (server/README.md "Password guessing").
              setDeviceCookie(c, deviceCookie, services.trustProxy);
              return ok(c, answer);
            } catch (error) {
              if (error instanceof AccountWaiting)
                c.header('Retry-After', String(error.retryAfterSeconds));
              throw error;
            }
          }
          // Third-party phone sign-in (firebase) is not offered by this reference server.
          if (
            input.type === 'firebase' ||
            !isModuleEnabled(config.whitelabel, 'MOBILEVERCODELOGIN3')
          ) {
            throw new ApiError(400, 'function.not.available', 'This login method is not available');
          }
          return ok(
            c,
            await loginWithSmsCode(ctx, { ...input, ...mobileOf(config, merchantCode, input) }),
          );
        },
      )
      // Requirements A7.1: the GET creates the trial account, the POST starts its session (docs/api.md "Trial play").
      .get(
        '/login/freeplay/account',
        guard('FREEPLAY3'),
        rateLimit(services, TRIAL_ACCOUNT_LIMIT),
        async (c) => ok(c, await createTrialAccount(services.db, c.get('merchantCode'))),
      )
      .post(
        '/login/freeplay',
        guard('FREEPLAY3'),
        rateLimit(services, TRIAL_LIMIT),
        validate('json', trialStartInput),
        async (c) => {
          const { userName, ticket } = c.req.valid('json');
          if ((userName === undefined) !== (ticket === undefined))
            throw paramError([
              { field: userName === undefined ? 'userName' : 'ticket', reason: 'required' },
            ]);
          const account =
            userName !== undefined && ticket !== undefined ? { userName, ticket } : undefined;
          return ok(c, await startTrial(services.db, c.get('merchantCode'), account));
        },
      )
      .post('/renew', guard('COMM3'), requireSession(services.db), refuseTrial, async (c) => {
        return ok(c, await renewSession(services.db, c.get('session')));
      })
      .delete('/logout', guard('COMM3'), requireSession(services.db), async (c) => {
        await deleteSession(services.db, c.get('session').id);
        return ok(c, null);
      })
  );
}
