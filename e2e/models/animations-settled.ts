import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite animations (a popup or a toast coming in) have run, so the step's
 * screenshot shows the screen as the player reads it, not half faded in. Endless ones (spinners)
 * are left out; an animation cancelled on the way (its element gone) counts as done.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
