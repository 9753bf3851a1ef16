import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const USERNAME_CHECK_PATH = '/wps/member/username';

export const usernameCheckSchema = z.object({ available: z.boolean() });

/** Whether a user name is still free (the server compares without case). */
export async function isUsernameAvailable(
  username: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await client.get(USERNAME_CHECK_PATH, {
    moduleId: 'REG3',
    schema: usernameCheckSchema,
    params: { username },
    ...(signal ? { signal } : {}),
  });
  return answer.available;
}
