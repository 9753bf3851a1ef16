import { useSyncExternalStore } from 'react';

/**
 * The game filter the home lobby and the category screens share (requirements B3 filter state).
 * It lives outside any screen because the home logo and the footer's Home item reset it from
 * the shell, while the game list reads it.
 */
export interface GameFilter {
  /** Game type shown in the lobby; 'ALL' for every type. */
  readonly gameType: string;
  /** Selected provider (vassalage code), or null for every provider. */
  readonly vendor: string | null;
  /** Selected lobby category tab. */
  readonly category: string;
}

export const DEFAULT_GAME_FILTER: GameFilter = { gameType: 'ALL', vendor: null, category: 'HOT' };

let state: GameFilter = DEFAULT_GAME_FILTER;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getGameFilter(): GameFilter {
  return state;
}

function replace(next: GameFilter): void {
  if (next.gameType === state.gameType && next.vendor === state.vendor && next.category === state.category) return;
  state = next;
  for (const listener of listeners) listener();
}

export function setGameFilter(patch: Partial<GameFilter>): void {
  replace({ ...state, ...patch });
}

/** Requirements A2: all types, no provider, the HOT category. */
export function resetGameFilter(): void {
  replace(DEFAULT_GAME_FILTER);
}

export function useGameFilter(): GameFilter {
  return useSyncExternalStore(subscribe, getGameFilter);
}
