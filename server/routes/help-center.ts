import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import { listHelpItems } from '../db/queries/help-items.ts';
import type { AppEnv } from '../http/app-env.ts';
import { helpCenterQuery } from '../http/content-inputs.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { validate } from '../http/validate.ts';
import { catalogueLanguage } from '../services/game-dto.ts';

/**
 * GET /wps/system/helpCenter?lang=&device=MOBILE (COMM3, no session): `[{ id, title, content, tag }]`
 * in display order. `lang` (else the Language header) picks Bengali for BN and English otherwise.
 */
export function helpCenterRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>().get(
    '/helpCenter',
    guard('COMM3'),
    validate('query', helpCenterQuery),
    async (c) => {
      const { lang, device } = c.req.valid('query');
      const bengali = catalogueLanguage(lang, c.get('language')) === 'BN';
      const items = await listHelpItems(services.db, device);
      return ok(
        c,
        items.map((item) => ({
          id: item.id,
          title: bengali ? item.titleBn : item.titleEn,
          content: bengali ? item.contentBn : item.contentEn,
          tag: item.tag,
        })),
      );
    },
  );
}
