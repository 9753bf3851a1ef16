import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  GAMES_MODULES,
  HOME_MODULES,
  SHARED_MODULES,
  matchesAny,
} from '../../build/first-load-chunks.ts';

describe('first load chunk groups', () => {
  const test = matchesAny([
    'src/ui/icon.tsx',
    'src/ui/game-tile/',
    'src/routes/home.tsx?tsr-split=component',
  ]);

  it('takes a listed file, its CSS module and anything inside a listed folder', () => {
    expect(test('/repo/src/ui/icon.tsx')).toBe(true);
    expect(test('/repo/src/ui/icon.module.css')).toBe(true);
    expect(test('/repo/src/ui/game-tile/game-tile.tsx')).toBe(true);
    expect(test('C:\\repo\\src\\ui\\game-tile\\game-tile.module.css')).toBe(true);
    expect(test('/repo/src/routes/home.tsx?tsr-split=component')).toBe(true);
  });

  it('leaves out other modules, look-alike names and the route file itself', () => {
    expect(test('/repo/src/ui/icon-button.tsx')).toBe(false);
    expect(test('/repo/src/lib/ui/icon.tsx.bak')).toBe(false);
    expect(test('/repo/src/ui/game-tiles/other.tsx')).toBe(false);
    // The route's options stay with the route tree; only its lazily loaded component is home code.
    expect(test('/repo/src/routes/home.tsx')).toBe(false);
  });

  it('names each module once, and only modules that exist', () => {
    const all = [...HOME_MODULES, ...GAMES_MODULES, ...SHARED_MODULES];
    expect(new Set(all).size).toBe(all.length);
    const missing = all
      .map((entry) => entry.replace(/\?.*$/, ''))
      .filter((path) => !existsSync(path));
    expect(missing).toEqual([]);
  });

  it('keeps the screens the home loads lazily out of its chunk, and the route component the server preloads by name', () => {
    const home = matchesAny(HOME_MODULES);
    expect(home('/repo/src/routes/home.tsx?tsr-split=component')).toBe(false);
    expect(home('/repo/src/features/home/components/announcement-popups.tsx')).toBe(false);
    expect(home('/repo/src/features/home/components/winner-board.tsx')).toBe(false);
  });
});
