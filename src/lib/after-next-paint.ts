/**
 * How long a visible page may go without painting before the work runs anyway: a page that turns
 * hidden after the work was queued paints no more frames, and the work must not wait for it.
 */
export const PAINT_WAIT_LIMIT_MS = 1000;

/**
 * Runs `work` in a task of its own once the browser has painted the next frame (or at once, in a
 * new task, when the page is hidden and paints none). A tap's handler that would render a whole new
 * screen hands that work to here instead: the frame that shows the tap (the pressed button) goes
 * out first, so the tap's next paint, which INP counts, does not wait for the new screen.
 */
export function afterNextPaint(work: () => void): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(work, 0);
    return;
  }
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    window.clearTimeout(limit);
    work();
  };
  const limit = window.setTimeout(runOnce, PAINT_WAIT_LIMIT_MS);
  // A timer set from a frame callback fires after that frame has been painted.
  requestAnimationFrame(() => window.setTimeout(runOnce, 0));
}
