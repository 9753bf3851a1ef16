import { api, type ApiClient } from '../client';
import {
  USERNAME_CHECK_PATH,
  usernameCheckSchema,
  type USERNAME_CHECK_MODULE,
} from '../../../shared/contract/calls/username-check.ts';

/** Whether a user name is still free (the server compares without case). */
export async function isUsernameAvailable(
  username: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await client.get(USERNAME_CHECK_PATH, {
    moduleId: 'REG3' satisfies typeof USERNAME_CHECK_MODULE,
    schema: usernameCheckSchema,
    params: { username },
    ...(signal ? { signal } : {}),
  });
  return answer.available;
}
