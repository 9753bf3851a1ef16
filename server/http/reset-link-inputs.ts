import { z } from 'zod';

// A token is 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-].
const token = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'incorrect link');

export const resetLinkQuery = z.object({ token });

export const setByLinkInput = z.object({
  token,
  newPassword: z.string().min(1, 'required').max(128),
  confirmNewPassword: z.string().max(128),
});
