import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const HELP_CENTER_MODULE = 'COMM3' satisfies ModuleId;

export const HELP_CENTER_PATH = '/wps/system/helpCenter';

/** One help entry (requirements B3): content is HTML with one `<h3>` per section; the site sanitises it. */
export const helpItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  tag: z.catch(z.string(), ''),
});
export type HelpItem = z.infer<typeof helpItemSchema>;

export const helpCenterSchema = z.array(helpItemSchema);
