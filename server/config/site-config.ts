import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { deepMerge } from './deep-merge.ts';
import { siteConfigSchema, type SiteConfig } from './site-config.schema.ts';
import { siteOverridesSchema, type SiteOverrides } from './site-overrides.schema.ts';

export type { SiteConfig, SiteOverrides };

const DEFAULT_FILE = new URL('./default-site.json', import.meta.url);

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** The shipped demo configuration; validated so a broken default fails loudly at start-up. */
export function defaultSiteConfig(): SiteConfig {
  const result = siteConfigSchema.safeParse(JSON.parse(readFileSync(DEFAULT_FILE, 'utf8')));
  if (!result.success) throw new Error(`default-site.json is invalid: ${describe(result.error)}`);
  return result.data;
}

/** Overrides merged over a configuration, validated as a whole (an override may break a cross-field rule). */
export function mergeSiteConfig(base: SiteConfig, overrides: SiteOverrides) {
  return siteConfigSchema.safeParse(deepMerge(base, overrides));
}

/** Two override sets combined, the later one winning, so successive PUT /dev/site calls accumulate. */
export function combineOverrides(earlier: SiteOverrides, later: SiteOverrides): SiteOverrides {
  return siteOverridesSchema.parse(deepMerge(earlier, later));
}

/**
 * The site configuration of this deployment: the default with the file named by SITE_CONFIG merged
 * over it. The file may be partial; it only needs the keys it changes.
 */
export async function loadSiteConfig(path?: string): Promise<SiteConfig> {
  const base = defaultSiteConfig();
  if (path === undefined) return base;
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(
      `SITE_CONFIG ${path} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const overrides = siteOverridesSchema.safeParse(raw);
  if (!overrides.success)
    throw new Error(`SITE_CONFIG ${path} is invalid: ${describe(overrides.error)}`);
  const merged = mergeSiteConfig(base, overrides.data);
  if (!merged.success)
    throw new Error(`SITE_CONFIG ${path} is invalid once merged: ${describe(merged.error)}`);
  return merged.data;
}
