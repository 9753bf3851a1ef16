/**
 * The first script of the page, loaded beside the main bundle and much smaller: it starts the
 * status call at once, so on a phone the answer arrives while the bundle still downloads. The
 * client (src/api/client.ts) picks the answer up when start-up asks for the same request.
 */
import { startEarlyStatus } from './api/early-status';

startEarlyStatus();
