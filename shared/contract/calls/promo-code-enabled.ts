import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const PROMO_CODE_ENABLED_MODULE = 'COMM3' satisfies ModuleId;

export const PROMO_CODE_ENABLED_PATH = '/wps/relay/MCSFE_promoCodeEnabled';

export const promoCodeEnabledSchema = z.object({ enabled: z.boolean() });
