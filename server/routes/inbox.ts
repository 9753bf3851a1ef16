import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import {
  findInboxMessage,
  listInbox,
  markInboxRead,
  unreadInboxCount,
  type InboxMessageRow,
} from '../db/queries/inbox-messages.ts';
import type { AppEnv } from '../http/app-env.ts';
import { inboxDetailQuery, inboxListQuery, inboxReadBody } from '../http/content-inputs.ts';
import { ok } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { catalogueLanguage, pageCount, type CatalogueLanguage } from '../services/game-dto.ts';

function summary(row: InboxMessageRow, language: CatalogueLanguage) {
  return {
    id: row.id,
    title: language === 'BN' ? row.titleBn : row.titleEn,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * The inbox (mail centre, module MAILCEN) under /wps/relay: unread count, message list, detail and
 * read marks. Session required; a trial player is refused (requirements A6: no unread counts for type 4).
 * Messages are plain text; opening the detail does not mark it read, the mark call does.
 */
export function inboxRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const member = [guard('MAILCEN'), requireSession(services.db), refuseTrial] as const;
  const { db } = services;
  return new Hono<AppEnv>()
    .get('/CSP_unreadCount', ...member, async (c) =>
      ok(c, { unReadCount: await unreadInboxCount(db, c.get('session').userName) }),
    )
    .get('/CSP_messageList', ...member, validate('query', inboxListQuery), async (c) => {
      const input = c.req.valid('query');
      const userName = c.get('session').userName;
      const language = catalogueLanguage(input.language, c.get('language'));
      const [{ rows, total }, unReadCount] = await Promise.all([
        listInbox(db, userName, input),
        unreadInboxCount(db, userName),
      ]);
      return ok(c, {
        list: rows.map((row) => summary(row, language)),
        pageNum: input.pageNo,
        totalPages: pageCount(total, input.pageSize),
        totalCount: total,
        unReadCount,
      });
    })
    .get('/CSP_messageDetail', ...member, validate('query', inboxDetailQuery), async (c) => {
      const input = c.req.valid('query');
      const language = catalogueLanguage(input.language, c.get('language'));
      const row = await findInboxMessage(db, c.get('session').userName, input.id);
      if (row === undefined) throw new ApiError(404, 'not.found', 'No such message');
      return ok(c, {
        ...summary(row, language),
        content: language === 'BN' ? row.contentBn : row.contentEn,
      });
    })
    .post('/CSP_markAsRead', ...member, validate('json', inboxReadBody), async (c) => {
      const userName = c.get('session').userName;
      await markInboxRead(db, userName, c.req.valid('json').ids);
      return ok(c, { unReadCount: await unreadInboxCount(db, userName) });
    });
}
