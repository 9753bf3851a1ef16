// @vitest-environment jsdom
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { machines } from '../../machines/index.ts';
import { startupAdapter } from '../../e2e/models/startup.adapter.ts';
import { adapterUnseen } from '../../scripts/flows/adapter-paths.ts';
import { copyShots, writeBook } from '../../scripts/flows/book.ts';

const root = resolve(__dirname, '../..');
const fixture = 'tests/scripts/fixtures/flows/last-run.json';
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

// A state the chart leaves by an eventless transition is never a step of a path, so the run records
// no reason for it: the book (npm run flows) takes the adapter's own reason for such a state.
describe('flow book: reasons for states with no screen', () => {
  const out = mkdtempSync(join(tmpdir(), 'flow-book-reasons-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("are the adapter's for an eventless state, the run's where the run recorded one", async () => {
    const book = await writeBook({
      machines: { startup: machines.startup },
      root,
      outDir: out,
      lastRun: join(root, fixture),
      writeShots: copyShots,
      unseenOf: adapterUnseen,
    });
    const doc = parse(readFileSync(join(out, 'startup.html'), 'utf8'));
    const reason = (id: string) =>
      [...doc.getElementById(id)!.querySelectorAll('figcaption')].map((f) => f.textContent);
    const preparing = startupAdapter.states.preparing!.unseen!;
    expect(reason('state-preparing')).toEqual([
      `BN: no screen of its own: ${preparing}`,
      `EN: no screen of its own: ${preparing}`,
    ]);
    const deciding = startupAdapter.states['ready.screen.deciding']!.unseen!;
    expect(reason('state-ready-screen-deciding')).toEqual([
      `BN: no screen of its own: ${deciding}`,
      `EN: no screen of its own: ${deciding}`,
    ]);
    // The fixture run's own reason for readingStatusCache wins over the adapter's.
    expect(reason('state-readingStatusCache')[0]).toBe(
      'BN: no screen of its own: read from storage within the same task: the next state shows at once',
    );
    // Neither is left among the states `npm run flows` warns about.
    expect(book.charts[0]!.unshown).not.toContain('preparing');
    expect(book.charts[0]!.unshown).not.toContain('ready.screen.deciding');
  }, 120_000);

  it('are none for a chart without an adapter', () => {
    // Every chart of machines/ has an adapter: startup's reasons, from a list without its adapter.
    expect(adapterUnseen('startup', [startupAdapter]).size).toBeGreaterThan(0);
    expect(adapterUnseen('startup', []).size).toBe(0);
  });
});
