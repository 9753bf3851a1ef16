import { machines } from '../machines/index.ts';
import { adapterUnseen } from './flows/adapter-paths.ts';
import { BOOK_DIR, coverage, fileSafe, percent, writeBook } from './flows/book.ts';
import { downscaleShots } from './flows/downscale.ts';
import { LAST_RUN } from './flows/last-run.ts';

// The flow book: docs/flows/index.html and one page per chart, from the charts and the last model-generated run.
const started = Date.now();
const book = await writeBook({
  machines,
  root: process.cwd(),
  outDir: BOOK_DIR,
  lastRun: LAST_RUN,
  writeShots: downscaleShots,
  // A state the run never rests in (left by an eventless transition) still shows the adapter's reason.
  unseenOf: adapterUnseen,
  shotName: (chart, state, lang) => `shots/${chart}/${fileSafe(state)}-${lang}.jpg`,
});
const { shots, states, explained, unshown } = coverage(book.charts);
console.info(
  `wrote ${BOOK_DIR}/index.html and ${book.charts.length} chart pages: ${book.charts.reduce((n, c) => n + c.paths, 0)} generated paths, ` +
    `${shots} of ${states} states (${percent(shots, states)}) with BN and EN screenshots, ${explained} without but with the reason, ${unshown} neither, ` +
    `${book.run ? `last run ${book.run.generatedAt}` : 'no run recorded'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
// The charts the run walks: every state should have its BN and EN screenshots, or a reason it has no screen.
for (const chart of book.charts.filter((c) => c.walked !== null && c.unshown.length)) {
  console.warn(
    `${chart.name}: no BN and EN screenshot and no reason from the run for ${chart.unshown.join(', ')}`,
  );
}
