import type { StateEntry } from './adapter.ts';

const NO_VIEW =
  'the scroll throttle has no view of its own: the list looks the same whether or not a second has passed';

/**
 * The states of the infinite scroll's throttle region (requirements B9: at most one page a second),
 * which the game list and the records share: none has a view of its own, so each says why it has no
 * screenshot. `askedAgain` says where the kept ask is walked instead.
 */
export function scrollThrottleStates<W>(askedAgain: string): Record<string, StateEntry<W>> {
  return {
    scroll: { words: 'scroll', unseen: 'the scroll throttle is seen through its two states' },
    'scroll.ready': { words: 'scrolling loads', unseen: NO_VIEW },
    'scroll.coolingDown': { words: 'scrolling waits a second', unseen: NO_VIEW },
    'scroll.coolingDown.unasked': { words: 'no scroll to the end since', unseen: NO_VIEW },
    'scroll.coolingDown.askedAgain': {
      words: 'the end reached again, asked at the second’s end',
      unseen: askedAgain,
    },
  };
}
