import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { rejectInput } from '../http/cashier-inputs.ts';
import { ok } from '../http/envelope.ts';
import { validate } from '../http/validate.ts';
import { decideApplication } from '../services/reward-centre/applications.ts';
import { moveProgress } from '../services/reward-centre/progress.ts';

const member = {
  userName: z.string().trim().min(1).max(64),
  promotionId: z.number().int().positive().max(2_147_483_647),
};

/** Requirements D1.2: the states an operator moves an entry to; `none` is back to Join. */
const progressInput = z.object({
  ...member,
  state: z.enum(['none', 'joined', 'process', 'claimable']),
  completedConditions: z.number().int().min(0).max(1_000).optional(),
});

const applicationInput = z.object(member);
const rejectApplicationInput = z.object({ ...member, ...rejectInput.shape });

/**
 * The operator's back office for rewards (requirements D0.2; docs/api.md "Development and test
 * controls"), mounted under /dev/rewards only with DEV_TOOLS=1 (routes/dev.ts):
 * PUT /progress moves a member's sign-up entry (and its completed conditions), POST
 * /applications/issue and /applications/reject `{ reason }` decide a member's application once.
 */
export function devRewardRoutes(services: AppServices) {
  return new Hono<AppEnv>()
    .put('/progress', validate('json', progressInput), async (c) => {
      const move = c.req.valid('json');
      await moveProgress(services.db, move, new Date());
      return ok(c, { promotionId: move.promotionId, state: move.state });
    })
    .post('/applications/issue', validate('json', applicationInput), async (c) => {
      const { userName, promotionId } = c.req.valid('json');
      return ok(
        c,
        await decideApplication(services.db, userName, promotionId, { kind: 'issue' }, new Date()),
      );
    })
    .post('/applications/reject', validate('json', rejectApplicationInput), async (c) => {
      const { userName, promotionId, reason } = c.req.valid('json');
      return ok(
        c,
        await decideApplication(
          services.db,
          userName,
          promotionId,
          { kind: 'reject', reason },
          new Date(),
        ),
      );
    });
}
