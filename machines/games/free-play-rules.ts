import type { MEMBER_TYPES } from '../../shared/contract/member-types.ts';

/**
 * Who may play a game for free, and which games offer it.
 *
 * A game offers free play when its `supportPlay` is 0 or its `freeplay` flag is 1. Free play asked
 * for on such a game is for members of types 0, 1 and 2 with a session; anyone else (a visitor, a
 * trial player of type 4, an agent, the further types 40–42) is refused with free_reject, shown for
 * 2 s, and stays where they are. A trial player (type 4) plays only games that offer free play, and
 * always for free.
 */

// The members of requirements B5.4: the contract's member types, which the compiler holds this
// list to. Written out, not imported: the home's game tiles load this module, and an import from
// the contract's chunk would cost the first load bytes of its own.
const FREE_PLAY_MEMBER_TYPES: readonly number[] = [0, 1, 2] satisfies typeof MEMBER_TYPES;

/** How long the free_reject message shows. */
export const FREE_REJECT_MS = 2000;

export function offersFreePlay(game: {
  readonly supportPlay: number;
  readonly freeplay: number;
}): boolean {
  return game.supportPlay === 0 || game.freeplay === 1;
}

/** `sessionType` is the session's member type, null without a session. */
export function mayPlayFree(sessionType: number | null): boolean {
  // Stryker disable next-line ConditionalExpression: equivalent, the member types never include null; the check narrows the type.
  return sessionType !== null && FREE_PLAY_MEMBER_TYPES.includes(sessionType);
}
