import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { chatLaunchQuery } from '../http/content-inputs.ts';
import { validate } from '../http/validate.ts';
import { chatPage, chatPageCss } from '../services/chat-page.ts';

const accent = z
  .string()
  .regex(/^[0-9a-f]{6}$/, 'expected six hex digits')
  .default('f5b70a');

const pageQuery = z.object({
  lang: z.enum(['bn', 'en']).default('bn'),
  // The same rules as the launch call's backUrl: only a path of this site.
  back: chatLaunchQuery.shape.backUrl,
  accent,
  title: chatLaunchQuery.shape.title,
});

/**
 * The demo chat page of the launch call (/chat/demo) and its stylesheet. Opened by navigation, so
 * it takes no session and shows nothing of the player: the launch call did the checks.
 */
export function chatPageRoutes() {
  return new Hono<AppEnv>()
    .get('/chat.css', validate('query', z.object({ accent })), (c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(chatPageCss(c.req.valid('query').accent), 200, {
        'Content-Type': 'text/css; charset=utf-8',
      });
    })
    .get('/demo', validate('query', pageQuery), (c) => {
      const query = c.req.valid('query');
      c.header('Cache-Control', 'no-cache');
      return c.html(
        chatPage({
          language: query.lang,
          back: query.back ?? '/m/home',
          accent: query.accent,
          title: query.title,
        }),
      );
    });
}
