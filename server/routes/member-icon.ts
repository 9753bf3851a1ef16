import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import { findMemberIcon, saveMemberIcon } from '../db/queries/member-icons.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { AVATAR_COUNT, avatarPath } from '../services/content-art.ts';

const CHOICES = Array.from({ length: AVATAR_COUNT }, (_, index) => avatarPath(index + 1));

// The form field `icon` names a preset picture by its number or by its path.
const iconForm = z.object({
  icon: z
    .string({ error: 'expected a head icon' })
    .trim()
    .transform((value) => (/^\d{1,2}$/.test(value) ? avatarPath(Number(value)) : value))
    .refine(
      (value) => CHOICES.includes(value),
      `expected one of the preset icons 1-${AVATAR_COUNT}`,
    ),
});

/**
 * Head icon (PROFPIC3, session, not for trial players): GET and POST (form-encoded) answer
 * `{ icon, choices }`, the chosen preset picture ("" before any choice) and every preset.
 */
export function memberIconRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const member = [guard('PROFPIC3'), requireSession(services.db), refuseTrial] as const;
  return new Hono<AppEnv>()
    .get('/', ...member, async (c) =>
      ok(c, {
        icon: (await findMemberIcon(services.db, c.get('session').userName)) ?? '',
        choices: CHOICES,
      }),
    )
    .post('/', ...member, validate('form', iconForm), async (c) => {
      const { icon } = c.req.valid('form');
      await saveMemberIcon(services.db, c.get('session').userName, icon);
      return ok(c, { icon, choices: CHOICES });
    });
}
