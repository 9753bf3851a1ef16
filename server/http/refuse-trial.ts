import { createMiddleware } from 'hono/factory';
import { TRIAL_TYPE } from '../services/member-types.ts';
import { ApiError } from './errors.ts';
import type { SessionVariables } from './require-session.ts';

export const TRIAL_REFUSAL_MESSAGE = 'Please login an actual account to use this function';

/** After requireSession: a trial (type 4) session is refused with 403 trial.not.allowed (requirements A6). */
export const refuseTrial = createMiddleware<SessionVariables>(async (c, next) => {
  if (c.get('session').type === TRIAL_TYPE)
    throw new ApiError(403, 'trial.not.allowed', TRIAL_REFUSAL_MESSAGE);
  await next();
});
