import { config } from '../config';
import { utf8ToBase64 } from '../lib/base64';
import { getLanguage, getMerchant, getSessionInfo } from '../lib/storage';
import type { ModuleId } from '../../shared/module-ids.ts';

export interface HeaderContext {
  readonly moduleId: ModuleId;
  readonly userAgent: string;
  /** Set only for calls that tell the server how the site runs (login). */
  readonly installedWebApp: boolean;
}

/**
 * Headers every call carries (docs/api.md). Read from storage per request so a language
 * or merchant change, a login or a logout applies to the very next call.
 */
export function requestHeaders(ctx: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = {
    Merchant: getMerchant() ?? config.defaultMerchant,
    Language: getLanguage() ?? config.defaultLanguage,
    ModuleId: ctx.moduleId,
    'X-Real-UA': utf8ToBase64(ctx.userAgent),
  };
  const token = getSessionInfo()?.token;
  // The bare token: the platform does not use the "Bearer" scheme.
  if (token) headers['Authorization'] = token;
  if (ctx.installedWebApp) headers['Device'] = 'OTHERS';
  return headers;
}
