import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { anchorExists, listAnchors } from '../db/queries/chat.ts';
import { followAnchor, followedAnchors, unfollowAnchor } from '../db/queries/chat-follows.ts';
import type { AppEnv } from '../http/app-env.ts';
import { followBody } from '../http/chat-inputs.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, paramError } from '../http/errors.ts';
import { languageQuery } from '../http/game-inputs.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { chatAnchorDto } from '../services/chat-anchor-dto.ts';
import { catalogueLanguage } from '../services/game-dto.ts';
import { liveStateAt } from '../services/live-schedule.ts';

/** Requirements B7.2: a member follows at most 200 anchors (server/README.md, "Chat focus and live lists"). */
export const CHAT_FOLLOW_LIMIT = 200;

/**
 * The chat's focus list (anchors the member follows, with follow and unfollow) and live-model list
 * (who is live now) under /wps/relay, module CBS3. Following needs a member session; trial players are
 * refused like the other member-only chat calls. The live list needs no session, like the anchor list.
 */
export function chatListRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const member = [guard('CBS3'), requireSession(services.db), refuseTrial] as const;
  const { db } = services;

  const knownAnchor = async (anchorId: number) => {
    if (!(await anchorExists(db, anchorId)))
      throw paramError([{ field: 'anchorId', reason: 'no such anchor' }]);
  };

  return new Hono<AppEnv>()
    .get('/CBS_focusList', ...member, validate('query', languageQuery), async (c) => {
      const bengali = catalogueLanguage(c.req.valid('query').language, c.get('language')) === 'BN';
      const anchors = await followedAnchors(db, c.get('session').userName);
      return ok(c, { list: anchors.map((anchor) => chatAnchorDto(anchor, bengali)) });
    })
    .post('/CBS_followAnchor', ...member, validate('json', followBody), async (c) => {
      const { anchorId } = c.req.valid('json');
      await knownAnchor(anchorId);
      const outcome = await followAnchor(
        db,
        c.get('session').userName,
        anchorId,
        CHAT_FOLLOW_LIMIT,
      );
      if (outcome === 'full')
        throw new ApiError(
          409,
          'follow.limit.reached',
          `At most ${CHAT_FOLLOW_LIMIT} anchors can be followed`,
          { limit: CHAT_FOLLOW_LIMIT },
        );
      return ok(c, {});
    })
    .delete('/CBS_followAnchor', ...member, validate('json', followBody), async (c) => {
      const { anchorId } = c.req.valid('json');
      await knownAnchor(anchorId);
      await unfollowAnchor(db, c.get('session').userName, anchorId);
      return ok(c, {});
    })
    .get('/CBS_liveModelList', guard('CBS3'), validate('query', languageQuery), async (c) => {
      const bengali = catalogueLanguage(c.req.valid('query').language, c.get('language')) === 'BN';
      const now = Date.now();
      const live = (await listAnchors(db)).flatMap((anchor) => {
        const state = liveStateAt(anchor.id, now);
        return state === null
          ? []
          : [
              {
                ...chatAnchorDto(anchor, bengali),
                liveSince: state.liveSince.toISOString(),
                viewers: state.viewers,
              },
            ];
      });
      // The biggest audience first, as a live lobby shows it; the anchor list's order breaks ties.
      return ok(c, { list: live.toSorted((a, b) => b.viewers - a.viewers) });
    });
}
