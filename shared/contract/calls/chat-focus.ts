import * as z from 'zod/mini';
import { anchorSchema } from './chat-anchors.ts';
import type { ModuleId } from '../../module-ids.ts';

export const CHAT_FOCUS_MODULE = 'CBS3' satisfies ModuleId;

export const CHAT_FOCUS_PATH = '/wps/relay/CBS_focusList';

export const focusListSchema = z.object({ list: z.array(anchorSchema) });
