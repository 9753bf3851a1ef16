import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const AFFILIATE_CHECK_MODULE = 'AFFMAN3' satisfies ModuleId;

export const AFFILIATE_CHECK_PATH = '/wps/agent/affiliate';

export const affiliateCheckSchema = z.object({ success: z.boolean() });
