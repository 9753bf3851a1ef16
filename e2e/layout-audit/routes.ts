import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROUTE_TREE = fileURLToPath(new URL('../../src/routeTree.gen.ts', import.meta.url));

/**
 * Every path of the router's route table, read from the generated route tree (the union of full
 * paths that TanStack Router writes), so a route added to src/routes is audited without touching
 * the audit. Importing the tree itself would load every screen's React code into the test runner.
 */
/**
 * Screens a route opens only with a query, audited after the route table's own paths: the security
 * centre's panels (`?detail=`, requirements D4), each a page of its own with the hub's route.
 */
export const DETAIL_SCREENS: readonly string[] = [
  '/securityCenter?detail=mobile',
  '/securityCenter?detail=email',
  '/securityCenter?detail=paymentPassword',
  '/securityCenter?detail=signIns',
  // Responsible gaming's panels (requirements D5).
  '/securityCenter?detail=depositLimits',
  '/securityCenter?detail=sessionReminder',
  '/securityCenter?detail=selfExclusion',
];

export function routeTablePaths(): string[] {
  const source = readFileSync(ROUTE_TREE, 'utf8');
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source);
  if (!union?.[1])
    throw new Error(
      `No fullPaths union in ${ROUTE_TREE}: has the route tree generator changed its output?`,
    );
  const paths = [...union[1].matchAll(/'([^']*)'/g)].map((match) => match[1]!);
  if (paths.length < 10) throw new Error(`Only ${paths.length} routes read from ${ROUTE_TREE}`);
  return paths;
}
