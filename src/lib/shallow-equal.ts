/**
 * Same keys holding the same values (Object.is). A selector that picks a few fields into a new
 * object passes this as its comparison, so its view renders again only when one of them changes,
 * not on every snapshot of the chart (a scroll throttle ticking, a page loading elsewhere).
 */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  const keys = Object.keys(a) as (keyof T)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is(a[key], b[key]));
}
