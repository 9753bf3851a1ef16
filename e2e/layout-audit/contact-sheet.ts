import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';

/** One screenshot of the walk: which screen, for whom, at which size, in which file. */
export interface Tile {
  order: number;
  screen: string;
  column: string;
  width: number;
  file: string;
  findings: number;
}

export const saveTiles = (folder: string, walk: string, tiles: readonly Tile[]) =>
  writeFileSync(join(folder, `${walk}.tiles.json`), JSON.stringify(tiles));

const SCALE = 1 / 3;
const ROW_LABEL = 18;
/** Chromium draws screenshots up to 16,384 px tall; a sheet taller than this is split in parts. */
const PART_HEIGHT = 12_000;

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Contact sheets of one language: one row per screen, one column per user and viewport, each
 * tile the screen's first view at a third of its size, its findings counted under it. Written as
 * PNG files beside the screenshots and returned for the report.
 */
export async function drawContactSheets(
  page: Page,
  folder: string,
  language: string,
): Promise<string[]> {
  const tiles = readdirSync(folder)
    .filter((file) => file.startsWith(`${language}-`) && file.endsWith('.tiles.json'))
    .flatMap((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Tile[])
    .filter((tile) => existsSync(tile.file));
  if (!tiles.length) return [];
  const columns = [...new Set(tiles.map((tile) => tile.column))].sort();
  const screens = [
    ...new Map(
      tiles.sort((a, b) => a.order - b.order).map((tile) => [tile.screen, tile.order]),
    ).keys(),
  ];
  const rowHeight = Math.ceil(780 * SCALE) + ROW_LABEL * 2;
  const perPart = Math.max(1, Math.floor(PART_HEIGHT / rowHeight));
  const written: string[] = [];
  for (let part = 0; part * perPart < screens.length; part += 1) {
    const rows = screens.slice(part * perPart, (part + 1) * perPart).map((screen) => {
      const cells = columns.map((column) => {
        const tile = tiles.find((item) => item.screen === screen && item.column === column);
        if (!tile) return '<td class="none">–</td>';
        const mark = tile.findings ? `<b>${tile.findings} findings</b>` : 'no findings';
        return `<td><img src="${pathToFileURL(tile.file).href}" width="${Math.round(tile.width * SCALE)}"><div>${mark}</div></td>`;
      });
      return `<tr><th>${escape(screen)}</th>${cells.join('')}</tr>`;
    });
    const html = `<!doctype html><meta charset="utf-8"><style>
      body { margin: 0; padding: 8px; background: #fff; font: 12px sans-serif; color: #111; }
      table { border-collapse: collapse; } th, td { border: 1px solid #ccc; padding: 4px; vertical-align: top; text-align: left; }
      th { max-width: 130px; word-break: break-all; } img { display: block; } b { color: #b00; }
      .none { color: #999; text-align: center; }
    </style><h1 style="font-size:16px">Layout audit ${escape(language)}, part ${part + 1}</h1>
    <table><tr><th></th>${columns.map((column) => `<th>${escape(column)}</th>`).join('')}</tr>${rows.join('')}</table>`;
    const htmlFile = join(folder, `contact-sheet-${language}-${part + 1}.html`);
    writeFileSync(htmlFile, html);
    await page.goto(pathToFileURL(htmlFile).href);
    await page.evaluate(() =>
      Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
    );
    const png = join(folder, `contact-sheet-${language}-${part + 1}.png`);
    await page.screenshot({ path: png, fullPage: true, scale: 'css' });
    written.push(png);
  }
  return written;
}
