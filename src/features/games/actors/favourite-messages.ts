import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Refusals only the favourite toggle meets, translated. Kept beside the toggle's deferred code, not
 * in games-messages.ts, so their text stays out of the first screen's catalogue part: a heart's
 * refusal comes long after the page has settled. The server caps favourites (docs/api.md: 409
 * favourite.limit.reached, 1,000 for a member and 200 for a trial player).
 */
export const FAVOURITE_FAILURES: Readonly<Record<string, MessageDescriptor>> = {
  'favourite.limit.reached': msg`Your favourites list is full. Remove a game to add another.`,
};
