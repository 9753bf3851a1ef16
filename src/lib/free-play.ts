/**
 * Free play for the views: which games offer it (a tile shows its free-play button) and how the
 * free_reject message looks. Who may play free is decided by the game launch chart
 * (machines/game-launch.machine.ts) with the rules of machines/games/free-play-rules.ts.
 */
export { offersFreePlay } from '../../machines/games/free-play-rules.ts';

/** The free_reject message shows in the offline style. */
export const FREE_REJECT_TOAST_STYLE = 'offline';
