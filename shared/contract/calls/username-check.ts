import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const USERNAME_CHECK_MODULE = 'REG3' satisfies ModuleId;

export const USERNAME_CHECK_PATH = '/wps/member/username';

export const usernameCheckSchema = z.object({ available: z.boolean() });
