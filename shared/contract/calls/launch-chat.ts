import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const LAUNCH_CHAT_MODULE = 'CBS3' satisfies ModuleId;

export const LAUNCH_CHAT_PATH = '/wps/relay/CBS_launchChat';

export interface LaunchChatRequest {
  /** A path of this site under /m; the chat page links back to it. */
  readonly backUrl: string;
  readonly language: string;
  /** `#rrggbb`; the chat header takes the site's accent. */
  readonly headerColor?: string;
  readonly title?: string;
}

export const launchChatSchema = z.object({ chatUrl: z.string().check(z.minLength(1)) });
