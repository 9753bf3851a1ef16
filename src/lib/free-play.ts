/**
 * Free-play gate (spec 000 §6 "Trial user"): free play is allowed only with a session whose
 * member type is 0, 1 or 2. Anyone else (a visitor, a trial user of type 4, an agent) gets the
 * free_reject message for 2 s and the navigation is blocked.
 *
 * Pure: the caller shows the translated toast for `FREE_REJECT_TOAST_MS` and stays where it is.
 */

export const FREE_PLAY_MEMBER_TYPES: readonly number[] = [0, 1, 2];

/** Spec 000 §8: the free_reject toast lasts 2 s. */
export const FREE_REJECT_TOAST_MS = 2000;

export type FreePlayVerdict = { readonly allowed: true } | { readonly allowed: false; readonly code: 'free_reject' };

export function freePlayVerdict(session: { readonly type: number } | null | undefined): FreePlayVerdict {
  return session != null && FREE_PLAY_MEMBER_TYPES.includes(session.type) ? { allowed: true } : { allowed: false, code: 'free_reject' };
}

export function canFreePlay(session: { readonly type: number } | null | undefined): boolean {
  return freePlayVerdict(session).allowed;
}

/** A game offers free play when `supportPlay` is 0 or `freeplay` is 1. */
export function offersFreePlay(game: { readonly supportPlay: number; readonly freeplay: number }): boolean {
  return game.supportPlay === 0 || game.freeplay === 1;
}

/** The free_reject message shows in the offline style. */
export const FREE_REJECT_TOAST_STYLE = 'offline';
