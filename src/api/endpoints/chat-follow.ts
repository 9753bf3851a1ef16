import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const CHAT_FOLLOW_PATH = '/wps/relay/CBS_followAnchor';

/** The server answers `{}`; nothing in it is read. */
const followAnswerSchema = z.object({});

/** Requirements B7.2: POST follows a host (idempotent); a member follows at most 200 (follow.limit.reached). */
export async function followAnchor(anchorId: number, client: ApiClient = api): Promise<void> {
  await client.post(CHAT_FOLLOW_PATH, {
    moduleId: 'CBS3',
    schema: followAnswerSchema,
    body: { anchorId },
  });
}

/** DELETE with the same body stops following; unfollowing a host not followed succeeds. */
export async function unfollowAnchor(anchorId: number, client: ApiClient = api): Promise<void> {
  await client.del(CHAT_FOLLOW_PATH, {
    moduleId: 'CBS3',
    schema: followAnswerSchema,
    body: { anchorId },
  });
}
