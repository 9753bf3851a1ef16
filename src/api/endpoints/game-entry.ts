// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { gameSchema, type Game, type GamePage } from '../../../shared/contract/calls/game-entry.ts';
