import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const CHAT_ANCHORS_MODULE = 'CBS3' satisfies ModuleId;

export const CHAT_ANCHORS_PATH = '/wps/relay/CBS_anchorList';

export const anchorSchema = z.object({
  anchorId: z.int(),
  nickname: z.string(),
  avatarUrl: z.string(),
  online: z.boolean(),
});
export type ChatAnchor = z.infer<typeof anchorSchema>;

export const anchorListSchema = z.array(anchorSchema);
