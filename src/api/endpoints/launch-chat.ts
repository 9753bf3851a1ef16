import { api, type ApiClient } from '../client';
import {
  LAUNCH_CHAT_PATH,
  type LaunchChatRequest,
  launchChatSchema,
  type LAUNCH_CHAT_MODULE,
} from '../../../shared/contract/calls/launch-chat.ts';

/** Requirements B7: b2c 1 and template v2; answers the address of the chat page. */
export async function launchChat(
  request: LaunchChatRequest,
  client: ApiClient = api,
): Promise<string> {
  const answer = await client.get(LAUNCH_CHAT_PATH, {
    moduleId: 'CBS3' satisfies typeof LAUNCH_CHAT_MODULE,
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
