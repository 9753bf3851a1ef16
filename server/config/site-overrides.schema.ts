import { z } from 'zod';
import { deepPartialSchema } from './deep-partial-schema.ts';
import { MODULE_IDS, type ModuleId } from '../../shared/module-ids.ts';
import { siteConfigShape, type SiteConfig } from './site-config.schema.ts';

/** A white-label node in an override: found by moduleId in the same place of the tree, then patched. */
export interface WhitelabelPatch {
  moduleId: ModuleId;
  enabled?: boolean;
  children?: WhitelabelPatch[];
}

const whitelabelPatch: z.ZodType<WhitelabelPatch> = z.strictObject({
  moduleId: z.enum(MODULE_IDS),
  enabled: z.boolean().optional(),
  get children() {
    return z.array(whitelabelPatch).optional();
  },
});

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

export type SiteOverrides = Omit<DeepPartial<SiteConfig>, 'whitelabel'> & {
  whitelabel?: WhitelabelPatch[];
};

const partialShape: Record<string, z.core.$ZodType> = {};
for (const [key, value] of Object.entries(siteConfigShape)) {
  if (key !== 'whitelabel') partialShape[key] = z.optional(deepPartialSchema(value));
}

/**
 * Validates a partial site configuration (SITE_CONFIG file, PUT /dev/site). The rules of each leaf
 * are those of the full schema; only presence becomes optional.
 */
export const siteOverridesSchema: z.ZodType<SiteOverrides> = z.strictObject({
  ...partialShape,
  whitelabel: z.array(whitelabelPatch).optional(),
}) as z.ZodType<SiteOverrides>;
