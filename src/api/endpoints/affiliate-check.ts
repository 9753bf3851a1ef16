import { api, type ApiClient } from '../client';
import {
  AFFILIATE_CHECK_PATH,
  affiliateCheckSchema,
  type AFFILIATE_CHECK_MODULE,
} from '../../../shared/contract/calls/affiliate-check.ts';

/** Requirements A7: whether an invitation (affiliate) code may be used on this domain; the site reads `success`. */
export async function checkAffiliateCode(
  input: { code: string; domain: string },
  client: ApiClient = api,
): Promise<boolean> {
  const answer = await client.get(AFFILIATE_CHECK_PATH, {
    moduleId: 'AFFMAN3' satisfies typeof AFFILIATE_CHECK_MODULE,
    schema: affiliateCheckSchema,
    params: { code: input.code, domain: input.domain },
  });
  return answer.success;
}
