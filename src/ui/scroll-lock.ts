/*
 * Page scroll lock shared by every open popup. Counted, so two stacked popups keep the page locked
 * until the last one closes, and the page's own overflow style comes back exactly as it was.
 */
let locks = 0;
let saved: { overflow: string; overscroll: string } | null = null;

export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    saved = { overflow: root.style.overflowY, overscroll: root.style.overscrollBehavior };
    root.style.overflowY = 'hidden';
    root.style.overscrollBehavior = 'none';
    root.dataset.scrollLocked = '';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      root.style.overflowY = saved?.overflow ?? '';
      root.style.overscrollBehavior = saved?.overscroll ?? '';
      delete root.dataset.scrollLocked;
      saved = null;
    }
  };
}

export function isScrollLocked(): boolean {
  return locks > 0;
}
