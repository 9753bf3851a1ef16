import * as z from 'zod/mini';

/** For calls whose answer carries nothing useful (logout, mark as read). */
export const noValue = z.pipe(
  z.unknown(),
  z.transform((): undefined => undefined),
);
