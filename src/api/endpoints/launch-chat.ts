import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

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

/** Requirements B7: b2c 1 and template v2; answers the address of the chat page. */
export async function launchChat(
  request: LaunchChatRequest,
  client: ApiClient = api,
): Promise<string> {
  const answer = await client.get(LAUNCH_CHAT_PATH, {
    moduleId: 'CBS3',
    schema: launchChatSchema,
    params: {
      b2c: 1,
      template: 'v2',
      backUrl: request.backUrl,
      language: request.language,
      headerColor: request.headerColor,
      title: request.title,
    },
  });
  return answer.chatUrl;
}
