import { lazy, type ComponentType } from 'react';
import type { CataloguePart } from '../../shared/catalogue-parts.ts';
import { loadCataloguePart, loadDeferredCatalogue, loadWholeCatalogue } from './i18n.ts';

/**
 * React.lazy for a part of the site beyond the first screen (a popup, the side menu): its code and
 * the whole catalogue load together, so it never renders before its messages are there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyBeyondFirstScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
) {
  return lazy(() => Promise.all([load(), loadWholeCatalogue()]).then(([module]) => module));
}

/**
 * React.lazy for a part of the site whose messages are all in a catalogue part (the login popup):
 * its code and that part load together, so a landing that has the part does not need the whole catalogue.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithCataloguePart<T extends ComponentType<any>>(
  part: CataloguePart,
  load: () => Promise<{ default: T }>,
) {
  return lazy(() => Promise.all([load(), loadCataloguePart(part)]).then(([module]) => module));
}

/**
 * React.lazy for a part of the frame or the home that mounts once the page has settled (the
 * customer-service area, the vendor list, the announcement popups): its code and the catalogue's
 * deferred part load together, so its messages stay off the first load and it never renders without them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithDeferredMessages<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
) {
  return lazy(() => Promise.all([load(), loadDeferredCatalogue()]).then(([module]) => module));
}
