// Lists whose items carry one of these keys are merged item by item (matched on the key) instead of
// being replaced, so an override can switch one module of the white-label tree without restating it.
const IDENTITY_KEYS = ['moduleId'] as const;

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function identityKey(list: readonly unknown[]): string | undefined {
  return IDENTITY_KEYS.find(
    (key) =>
      list.length > 0 && list.every((item) => isPlainObject(item) && typeof item[key] === 'string'),
  );
}

function mergeKeyedLists(
  base: readonly unknown[],
  patch: readonly unknown[],
  key: string,
): unknown[] {
  const merged = [...base];
  for (const item of patch) {
    const id = isPlainObject(item) ? item[key] : undefined;
    const index = merged.findIndex((existing) => isPlainObject(existing) && existing[key] === id);
    if (index >= 0) merged[index] = deepMerge(merged[index], item);
    else merged.push(item);
  }
  return merged;
}

/**
 * Merges `patch` over `base` without mutating either: objects key by key, keyed lists item by item,
 * anything else (scalars, ordinary lists) is replaced. `undefined` in the patch keeps the base value.
 */
export function deepMerge(base: unknown, patch: unknown): unknown {
  if (patch === undefined) return base;
  if (isPlainObject(base) && isPlainObject(patch)) {
    const merged: Plain = { ...base };
    for (const [key, value] of Object.entries(patch)) merged[key] = deepMerge(base[key], value);
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(patch)) {
    const key = identityKey(base);
    if (key !== undefined && identityKey(patch) === key) return mergeKeyedLists(base, patch, key);
  }
  return patch;
}
