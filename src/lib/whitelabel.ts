// The merchant's white-label tree switches features on and off by module id (docs/api.md).

import type { WhitelabelNode } from '../../shared/whitelabel-node.ts';

export type { WhitelabelNode };

/**
 * Flattens the tree once so feature checks are O(1). A switched-off parent switches off its
 * whole subtree: a child flag alone must not expose a feature whose section is disabled.
 */
export function enabledModules(tree: readonly WhitelabelNode[]): ReadonlySet<string> {
  const enabled = new Set<string>();
  const stack = [...tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!node.enabled) continue;
    enabled.add(node.moduleId);
    stack.push(...node.children);
  }
  return enabled;
}
