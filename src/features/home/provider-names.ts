import type { GameVendors } from '../../api/endpoints/game-vendors';

/**
 * Each vendor code's display name (requirements B3.2), for the provider line of a lobby tile: a game
 * carries only its vendor code (vassalage, requirements B3.1). A vendor listed under several
 * categories has one name; the first one listed is kept.
 */
export function providerNames(vendors: GameVendors | undefined): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const list of Object.values(vendors?.vendors ?? {})) {
    for (const vendor of list) {
      if (!names.has(vendor.vassalage)) names.set(vendor.vassalage, vendor.displayName);
    }
  }
  return names;
}
