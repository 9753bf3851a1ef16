import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_SCREENS, sharedScreenOf } from '../../shared/shared-screens.ts';

/** Every file route: its path (from createFileRoute) and the shared screen it names, if any. */
function fileRoutes(): { path: string; screen: string | null; unsplit: boolean }[] {
  return readdirSync('src/routes', { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith('.tsx') &&
        !entry.name.startsWith('-') &&
        !entry.name.startsWith('__'),
    )
    .map((entry) => {
      const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      const path = /createFileRoute\('([^']+)'\)/.exec(source)?.[1] ?? '';
      const screen =
        /\bcomponent: (categoryScreen|memberCentreScreen|cashierScreen)\b/.exec(source)?.[1] ??
        null;
      return { path, screen, unsplit: /codeSplitGroupings: \[\]/.test(source) };
    });
}

const MODULE_OF: Record<string, string> = {
  categoryScreen: 'src/routes/-category-route.tsx',
  memberCentreScreen: 'src/routes/-member-centre-route.tsx',
  cashierScreen: 'src/routes/-cashier-route.tsx',
};

describe('screens several routes share', () => {
  const routes = fileRoutes();

  it('reads the routes: seventeen game categories, four member centre pages and four cashier pages share a screen', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => route.screen === 'categoryScreen')).toHaveLength(17);
    expect(routes.filter((route) => route.screen === 'memberCentreScreen')).toHaveLength(4);
    expect(routes.filter((route) => route.screen === 'cashierScreen')).toHaveLength(4);
  });

  it('names for the server exactly the routes that show a shared screen, each with its module', () => {
    for (const route of routes)
      expect(sharedScreenOf(route.path), route.path).toBe(
        route.screen === null ? null : MODULE_OF[route.screen],
      );
    expect(SHARED_SCREENS.map((screen) => screen.module).sort()).toEqual(
      Object.values(MODULE_OF).sort(),
    );
  });

  it('keeps a shared screen out of the code splitting, which would give each route a chunk of its own', () => {
    for (const route of routes) expect(route.unsplit, route.path).toBe(route.screen !== null);
  });
});
