import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import {
  deleteAnnouncement,
  findAnnouncement,
  insertAnnouncement,
} from '../db/queries/announcements.ts';
import { renameGame } from '../db/queries/games.ts';
import { updateMemberNickname } from '../db/queries/members.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, paramError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { IMAGE_SIZES, MOTIFS } from '../services/content-art.ts';

const text = (max: number) => z.string().max(max);

const announcementInput = z
  .strictObject({
    kind: z.enum(['promotion', 'banner', 'notice', 'popup']),
    titleBn: text(500).min(1),
    titleEn: text(500).min(1),
    contentBn: text(100_000).default(''),
    contentEn: text(100_000).default(''),
    groupName: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/)
      .optional(),
    execution: z.enum(['A', 'B']).optional(),
    promotionType: z.enum(['JOIN', 'APPLY']).optional(),
    imageRequired: z.boolean().default(false),
    remarkRequired: z.boolean().default(false),
    hot: z.boolean().default(false),
    linkType: z.enum(['NONE', 'ROUTE', 'PROMOTION', 'EXTERNAL']).default('NONE'),
    linkUrl: text(2000).optional(),
    linkedPromotionId: z.number().int().min(1).optional(),
    categoryIds: z.array(z.number().int().min(0)).max(20).default([]),
    startsAt: z.iso.datetime().optional(),
    endsAt: z.iso.datetime().nullable().default(null),
    sortOrder: z.number().int().default(0),
    motif: z.enum(MOTIFS).default('stars'),
    imageCount: z.number().int().min(0).max(3).default(1),
  })
  .superRefine((input, ctx) => {
    const need = (field: string, when: boolean) =>
      when &&
      ctx.addIssue({ code: 'custom', path: [field], message: `required for a ${input.kind}` });
    need('groupName', input.kind === 'banner' && input.groupName === undefined);
    need('execution', input.kind === 'popup' && input.execution === undefined);
    need('promotionType', input.kind === 'promotion' && input.promotionType === undefined);
  });

// The same bounds as the registration form's nickname (account-inputs.ts).
const nicknameInput = z.strictObject({ nickname: z.string().trim().max(64) });
const gameNamesInput = z.strictObject({ nameEn: text(300).min(1), nameBn: text(300).min(1) });

/**
 * Development controls for content (mounted under /dev/content with DEV_TOOLS=1): end-to-end tests
 * store announcements of their own (an XSS corpus, a banner that appears while the site runs) and
 * remove them again, and give players nicknames and games names the site must show as text. POST /dev/reset restores the seeded content.
 */
export function devContentRoutes(services: AppServices) {
  return new Hono<AppEnv>()
    .post('/announcements', validate('json', announcementInput), async (c) => {
      const { motif, imageCount, startsAt, endsAt, ...input } = c.req.valid('json');
      const size = IMAGE_SIZES[input.kind];
      const images = Array.from({ length: imageCount }, (_, index) => ({
        sequence: index + 1,
        motif,
        ...size,
      }));
      // One minute back, so the entry is live for a caller whose clock is a little behind.
      const start = startsAt === undefined ? new Date(Date.now() - 60_000) : new Date(startsAt);
      const end = endsAt === null ? null : new Date(endsAt);
      if (end !== null && end <= start)
        throw paramError([{ field: 'endsAt', reason: 'must be after startsAt' }]);
      if (
        input.linkedPromotionId !== undefined &&
        (await findAnnouncement(services.db, input.linkedPromotionId))?.kind !== 'promotion'
      ) {
        throw paramError([{ field: 'linkedPromotionId', reason: 'no such promotion' }]);
      }
      const id = await insertAnnouncement(
        services.db,
        { ...input, startsAt: start, endsAt: end },
        images,
      );
      return ok(c, { id });
    })
    .delete('/announcements/:id{[0-9]{1,9}}', async (c) => {
      if (!(await deleteAnnouncement(services.db, Number(c.req.param('id')))))
        throw new ApiError(404, 'not.found', 'No such announcement');
      return ok(c, null);
    })
    .put('/members/:userName/nickname', validate('json', nicknameInput), async (c) => {
      if (
        !(await updateMemberNickname(
          services.db,
          c.req.param('userName'),
          c.req.valid('json').nickname,
        ))
      ) {
        throw new ApiError(404, 'not.found', 'No such player');
      }
      return ok(c, null);
    })
    .put('/games/:id{[0-9]{1,9}}/name', validate('json', gameNamesInput), async (c) => {
      if (!(await renameGame(services.db, Number(c.req.param('id')), c.req.valid('json'))))
        throw new ApiError(404, 'not.found', 'No such game');
      services.catalogue.invalidate();
      return ok(c, null);
    });
}
