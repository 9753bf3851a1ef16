import { lazy, type ComponentType } from 'react';
import { loadWholeCatalogue } from './i18n.ts';

/**
 * React.lazy for a part of the site beyond the first screen (a popup, the side menu): its code and
 * the whole catalogue load together, so it never renders before its messages are there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyBeyondFirstScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), loadWholeCatalogue()]).then(([module]) => module));
}
