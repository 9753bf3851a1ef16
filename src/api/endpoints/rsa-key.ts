import type { ApiClient } from '../client';
import {
  RSA_KEY_PATH,
  rsaKeySchema,
  type RsaKey,
  type RSA_KEY_MODULE,
} from '../../../shared/contract/calls/rsa-key.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { rsaKeySchema } from '../../../shared/contract/calls/rsa-key.ts';

export function fetchRsaKey(client: ApiClient, signal?: AbortSignal): Promise<RsaKey> {
  return client.get(RSA_KEY_PATH, {
    moduleId: 'COMM3' satisfies typeof RSA_KEY_MODULE,
    schema: rsaKeySchema,
    ...(signal ? { signal } : {}),
  });
}
