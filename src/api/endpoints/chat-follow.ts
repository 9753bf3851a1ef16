import { api, type ApiClient } from '../client';
import {
  CHAT_FOLLOW_PATH,
  followAnswerSchema,
  type CHAT_FOLLOW_MODULE,
} from '../../../shared/contract/calls/chat-follow.ts';

/** Requirements B7.2: POST follows a host (idempotent); a member follows at most 200 (follow.limit.reached). */
export async function followAnchor(anchorId: number, client: ApiClient = api): Promise<void> {
  await client.post(CHAT_FOLLOW_PATH, {
    moduleId: 'CBS3' satisfies typeof CHAT_FOLLOW_MODULE,
    schema: followAnswerSchema,
    body: { anchorId },
  });
}

/** DELETE with the same body stops following; unfollowing a host not followed succeeds. */
export async function unfollowAnchor(anchorId: number, client: ApiClient = api): Promise<void> {
  await client.del(CHAT_FOLLOW_PATH, {
    moduleId: 'CBS3' satisfies typeof CHAT_FOLLOW_MODULE,
    schema: followAnswerSchema,
    body: { anchorId },
  });
}
