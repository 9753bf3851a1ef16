// Requirements C7.1: the header balance, the profile and the side menu follow every money event.
// A demo game opens in the same tab (src/features/games/actors/use-launch-game.ts); coming back,
// the browser may restore the page from its back-forward cache exactly as it was left, with the
// balance from before the rounds. Such a page fires `pageshow` with `persisted` and nothing else.

/** Calls `refresh` each time the page is shown again from the back-forward cache; returns the undo. */
export function refreshAfterReturn(refresh: () => void): () => void {
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) refresh();
  };
  window.addEventListener('pageshow', onShow);
  return () => window.removeEventListener('pageshow', onShow);
}
