import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { markAnnouncementRead, markAnnouncementUnread } from '../db/queries/announcement-reads.ts';
import { findAnnouncement } from '../db/queries/announcements.ts';
import type { AppEnv } from '../http/app-env.ts';
import { announcementListQuery, markReadBody } from '../http/content-inputs.ts';
import { ok } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { optionalSession } from '../http/optional-session.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { announcementList } from '../services/announcement-list.ts';
import { catalogueLanguage } from '../services/game-dto.ts';

/** Announcements under /wps/relay (module COMM3): the list (session optional) and the read mark. */
export function announcementRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const { db, banners } = services;
  return new Hono<AppEnv>()
    .get(
      '/MCSFE_getListAnnouncements',
      guard('COMM3'),
      optionalSession(db),
      validate('query', announcementListQuery),
      async (c) => {
        const input = c.req.valid('query');
        return ok(
          c,
          await announcementList(db, banners, {
            types: input.types,
            groupName: input.groupName,
            language: catalogueLanguage(input.language, c.get('language')),
            session: c.get('session'),
            now: new Date(),
          }),
        );
      },
    )
    .post(
      '/MCSFE_markAnnouncementAsRead',
      guard('COMM3'),
      requireSession(db),
      refuseTrial,
      validate('json', markReadBody),
      async (c) => {
        const { announcementId, read } = c.req.valid('json');
        if ((await findAnnouncement(db, announcementId)) === undefined)
          throw new ApiError(404, 'not.found', 'No such announcement');
        const userName = c.get('session').userName;
        await (read
          ? markAnnouncementRead(db, userName, announcementId)
          : markAnnouncementUnread(db, userName, announcementId));
        return ok(c, null);
      },
    );
}
