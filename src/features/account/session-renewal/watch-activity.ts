/**
 * The player's input on the site (requirements A7.4: a tap, a key, a scroll or the wheel), noted at
 * most once every `sampleMs`: one passive listener per kind on the window, and a time comparison per
 * event, so scrolling and typing cost next to nothing. Returns the function that stops watching.
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export function watchActivity(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  onInput: () => void,
  sampleMs: number,
  now: () => number = Date.now,
): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const listener = () => {
    const at = now();
    if (at - last < sampleMs) return;
    last = at;
    onInput();
  };
  // Capture: a scroll inside a list or a key in a field is the player's input too.
  const options = { capture: true, passive: true } as const;
  for (const type of INPUT_EVENTS) target.addEventListener(type, listener, options);
  return () => {
    for (const type of INPUT_EVENTS) target.removeEventListener(type, listener, options);
  };
}
