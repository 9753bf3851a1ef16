import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../ensure-chromium.ts';
import type { ShotWriter } from './book.ts';

/** Width of a screenshot in the book: the phone's width in CSS pixels, enough to read the screen. */
export const SHOT_WIDTH = 360;

/**
 * Writes each screenshot 360 px wide as JPEG (quality 72), about a tenth of the run's full-resolution PNG,
 * so the committed book stays small. Chromium draws the image and takes the picture: no image library
 * is installed, and the run already needs Chromium.
 */
export const downscaleShots: ShotWriter = async (copies, outDir) => {
  if (copies.length === 0) return;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({
      viewport: { width: SHOT_WIDTH, height: 800 },
      deviceScaleFactor: 1,
    });
    for (const copy of copies) {
      const data = readFileSync(copy.from).toString('base64');
      await page.setContent(
        `<body style="margin:0"><img id="s" style="display:block;width:${SHOT_WIDTH}px" src="data:image/png;base64,${data}"></body>`,
      );
      const img = page.locator('#s');
      await img.evaluate((el: HTMLImageElement) => el.decode());
      mkdirSync(dirname(join(outDir, copy.to)), { recursive: true });
      await img.screenshot({ path: join(outDir, copy.to), type: 'jpeg', quality: 72 });
    }
  } finally {
    await browser.close();
  }
};
