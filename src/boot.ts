/**
 * The first script of the page, loaded beside the main bundle and much smaller: it starts the
 * status call (and on the home screen its banner list) at once, so on a phone the answers arrive
 * while the bundle still downloads. The client (src/api/client.ts) picks an answer up when the app
 * asks for the same request.
 */
import { startEarlyHomeBanners } from './api/early-home-banners';
import { startEarlyStatus } from './api/early-status';
import { opensHome } from './features/shell/route-aliases';

startEarlyStatus();
if (opensHome(window.location.pathname)) startEarlyHomeBanners();
