/**
 * The first script of the page, loaded beside the main bundle and much smaller: it starts the
 * status call (and on the home screen its banner list) at once, so on a phone the answers arrive
 * while the bundle still downloads. The client (src/api/client.ts) picks an answer up when the app
 * asks for the same request. On a home page the server drew a first view into, it also loads the
 * app once that view's banner has painted (src/lib/first-view.ts).
 */
import { startEarlyHomeBanners } from './api/early-home-banners';
import { startEarlyStatus } from './api/early-status';
import { opensHome } from './features/shell/route-aliases';
import { startAppAfterFirstView } from './lib/first-view';

startEarlyStatus();
if (opensHome(window.location.pathname)) startEarlyHomeBanners();
startAppAfterFirstView();
