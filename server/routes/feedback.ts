import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { insertFeedback } from '../db/queries/feedback.ts';
import type { AppEnv } from '../http/app-env.ts';
import { feedbackBody } from '../http/content-inputs.ts';
import { ok } from '../http/envelope.ts';
import { paramError } from '../http/errors.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';

const FEEDBACK_LIMIT = { name: 'feedback', limit: 10, windowSeconds: 3600 };

/**
 * Feedback (COMM3): GET /wps/feedback/setting gives the content bounds of the site configuration;
 * PUT /wps/feedback stores `{ content }` (trimmed, within the bounds) for the player.
 */
export function feedbackRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>()
    .get('/setting', guard('COMM3'), async (c) => ok(c, (await services.site.current()).feedback))
    .put(
      '/',
      guard('COMM3'),
      requireSession(services.db),
      refuseTrial,
      rateLimit(services, FEEDBACK_LIMIT),
      validate('json', feedbackBody),
      async (c) => {
        const { content } = c.req.valid('json');
        const { minLength, maxLength } = (await services.site.current()).feedback;
        if (content.length < minLength || content.length > maxLength) {
          throw paramError([
            { field: 'content', reason: `between ${minLength} and ${maxLength} characters` },
          ]);
        }
        await insertFeedback(services.db, {
          userName: c.get('session').userName,
          content,
          language: c.get('language'),
        });
        return ok(c, null);
      },
    );
}
