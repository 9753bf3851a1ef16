import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

// Written from what the server answers (server/routes/system.ts); the deposit screen reads dep_func.
export const TEMPLATES_PATH = '/wps/system/templates';
export const TEMPLATES_MODULE = 'COMM3' satisfies ModuleId;

/** The template flags: member centre (mem_cen) and deposit function (dep_func), each '0' or '1'. */
export const templatesSchema = z.object({
  mem_cen: z.enum(['0', '1']),
  dep_func: z.enum(['0', '1']),
});
export type Templates = z.infer<typeof templatesSchema>;
