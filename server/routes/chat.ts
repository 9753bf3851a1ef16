import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { listAnchors, markChatRead, unreadChatCount } from '../db/queries/chat.ts';
import type { AppEnv } from '../http/app-env.ts';
import { chatLaunchQuery } from '../http/content-inputs.ts';
import { languageQuery } from '../http/game-inputs.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { chatAnchorDto } from '../services/chat-anchor-dto.ts';
import { catalogueLanguage } from '../services/game-dto.ts';

const DEFAULT_BACK = '/m/home';

/**
 * Chat (module CBS3) under /wps/relay: the anchor (host) list, the unread count and the launch.
 * Unread count and launch need a member session (a trial player is refused); launching marks the
 * waiting messages read and answers `{ chatUrl }`, the demo chat page of routes/chat-page.ts.
 */
export function chatRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const member = [guard('CBS3'), requireSession(services.db), refuseTrial] as const;
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/CBS_anchorList', guard('CBS3'), validate('query', languageQuery), async (c) => {
      const bengali = catalogueLanguage(c.req.valid('query').language, c.get('language')) === 'BN';
      const anchors = await listAnchors(db);
      return ok(
        c,
        anchors.map((anchor) => chatAnchorDto(anchor, bengali)),
      );
    })
    .get('/CBS_unreadCount', ...member, async (c) =>
      ok(c, { unReadCount: await unreadChatCount(db, c.get('session').userName) }),
    )
    .get('/CBS_launchChat', ...member, validate('query', chatLaunchQuery), async (c) => {
      const input = c.req.valid('query');
      await markChatRead(db, c.get('session').userName);
      const config = await services.site.current();
      const query = new URLSearchParams({
        lang: catalogueLanguage(input.language, c.get('language')) === 'BN' ? 'bn' : 'en',
        back: input.backUrl ?? DEFAULT_BACK,
        accent: input.headerColor ?? config.theme.accentColor.replace('#', '').toLowerCase(),
      });
      if (input.title !== undefined && input.title !== '') query.set('title', input.title);
      return ok(c, { chatUrl: `/chat/demo?${query.toString()}` });
    });
}
