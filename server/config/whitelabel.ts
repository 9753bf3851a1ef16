import type { ModuleId } from '../../shared/module-ids.ts';
import type { WhitelabelModule } from './site-config.schema.ts';

/** A module is on only if it and every ancestor are on; a module missing from the tree is off. */
export function isModuleEnabled(tree: readonly WhitelabelModule[], moduleId: ModuleId): boolean {
  for (const module of tree) {
    if (module.moduleId === moduleId) return module.enabled;
    if (module.enabled && isModuleEnabled(module.children, moduleId)) return true;
  }
  return false;
}

/** The tree with each `enabled` already combined with its ancestors, so clients need not repeat the rule. */
export function effectiveWhitelabel(
  tree: readonly WhitelabelModule[],
  parentEnabled = true,
): WhitelabelModule[] {
  return tree.map((module) => {
    const enabled = parentEnabled && module.enabled;
    return {
      moduleId: module.moduleId,
      enabled,
      children: effectiveWhitelabel(module.children, enabled),
    };
  });
}
