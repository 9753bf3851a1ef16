import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const CHAT_FOLLOW_MODULE = 'CBS3' satisfies ModuleId;

export const CHAT_FOLLOW_PATH = '/wps/relay/CBS_followAnchor';

/** The server answers `{}`; nothing in it is read. */
export const followAnswerSchema = z.object({});
