import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { channelIconSvg } from '../services/cashier/channel-icons.ts';

const ICON_FILE = /^([a-z][a-z0-9-]{0,31})\.svg$/;
// A channel's name may change with the configuration: kept a day, not for ever.
const CACHE = 'public, max-age=86400';

/**
 * GET /cashier/icons/<code>.svg: the badge of a configured channel (services/cashier/channel-icons.ts).
 * Opened by <img>, so outside /wps and its Merchant header; an unconfigured code is 404.
 */
export function cashierIconRoutes(services: AppServices) {
  return new Hono<AppEnv>().get('/:file', async (c) => {
    const code = ICON_FILE.exec(c.req.param('file'))?.[1];
    const { cashier } = await services.site.current();
    const channel = [...cashier.depositChannels, ...cashier.withdrawChannels].find(
      (entry) => entry.code === code,
    );
    if (code === undefined || channel === undefined)
      throw new ApiError(404, 'not.found', 'No such icon');
    return c.body(channelIconSvg(code, channel.name), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': CACHE,
    });
  });
}
