import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { rewardRequestBody } from '../http/content-inputs.ts';
import { ok } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { jsonNestingGuard } from '../http/json-nesting.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { PICTURE_MAX_BYTES, PICTURE_MAX_COUNT } from '../services/picture-data.ts';
import { requestReward } from '../services/reward-request.ts';
import { WorkSlots } from '../services/work-slots.ts';

/** The full path, so app.ts can leave this one call out of the general 5 MB body limit. */
export const REWARD_REQUEST_PATH = '/wps/relay/MCSFE_signUpRequestReward';

// Three pictures of the largest size as base64 (4/3 of the bytes) plus data-URL heads and the
// remark: about 21 MB. Anything larger cannot be a valid application.
const MAX_BODY_BYTES = Math.ceil((PICTURE_MAX_COUNT * PICTURE_MAX_BYTES * 4) / 3) + 64 * 1024;
const REWARD_LIMIT = { name: 'reward-request', limit: 30, windowSeconds: 3600 };

// A body of up to ~21 MB is held in memory while it is read and checked (about 18 MB of heap each),
// so at most four are taken at once per process and eight more wait unread; beyond that the caller
// gets 429 and tries again. Memory stays bounded however many players upload at the same moment.
const UPLOADS_AT_ONCE = 4;
const UPLOADS_WAITING = 8;
export const rewardUploadSlots = new WorkSlots(UPLOADS_AT_ONCE, UPLOADS_WAITING);

/** POST MCSFE_signUpRequestReward (REWCEN3, session, not for trial players): a reward application. */
export function rewardRequestRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>().post(
    '/MCSFE_signUpRequestReward',
    guard('REWCEN3'),
    requireSession(services.db),
    refuseTrial,
    rateLimit(services, REWARD_LIMIT),
    (_c, next) => rewardUploadSlots.run(next),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(
          400,
          'upload.size',
          `Images must be at most ${PICTURE_MAX_BYTES} bytes each`,
          { fields: [{ field: 'body', reason: 'too large' }] },
        );
      },
    }),
    // The app's nesting guard stands behind the general body limit, which this call replaces.
    jsonNestingGuard,
    validate('json', rewardRequestBody),
    async (c) =>
      ok(
        c,
        await requestReward(
          services.db,
          c.get('session').userName,
          c.req.valid('json'),
          new Date(),
        ),
      ),
  );
}
