import { z } from 'zod';

/** Body of CBS_followAnchor (POST follows, DELETE unfollows): the anchor's id as given by the anchor list. */
export const followBody = z.object({
  anchorId: z.coerce
    .number({ error: 'expected an anchor id' })
    .int('expected an anchor id')
    .min(1, 'expected an anchor id')
    .max(2_147_483_647, 'expected an anchor id'),
});
