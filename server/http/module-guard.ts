import { createMiddleware } from 'hono/factory';
import type { SiteStore } from '../config/site-store.ts';
import type { ModuleId } from '../../shared/module-ids.ts';
import { isModuleEnabled } from '../config/whitelabel.ts';
import { ApiError, paramError } from './errors.ts';

export interface MerchantVariables {
  Variables: { merchantCode: string };
}

/**
 * The gate of every /wps call: one known merchant in the Merchant header, and the route's module
 * enabled in the white-label tree. The module is declared by the route, never read from the
 * client's ModuleId header, so a client cannot reach a switched-off feature by relabelling a call.
 */
export function moduleGuard(site: SiteStore) {
  return (moduleId: ModuleId) =>
    createMiddleware<MerchantVariables>(async (c, next) => {
      const raw = c.req.header('Merchant')?.trim() ?? '';
      if (raw === '')
        throw paramError(
          [{ field: 'Merchant', reason: 'required' }],
          'The Merchant header is required',
        );
      // Repeated headers arrive joined with commas; the contract allows exactly one merchant.
      if (raw.includes(','))
        throw paramError(
          [{ field: 'Merchant', reason: 'exactly one merchant code' }],
          'Exactly one merchant is allowed',
        );
      const config = await site.current();
      if (!config.regions.some((region) => region.merchantCode === raw)) {
        throw new ApiError(400, 'function.not.available', 'Unknown merchant');
      }
      if (!isModuleEnabled(config.whitelabel, moduleId)) {
        throw new ApiError(
          400,
          'function.not.available',
          `This function is not available (${moduleId})`,
        );
      }
      c.set('merchantCode', raw);
      await next();
    });
}
