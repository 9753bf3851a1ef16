import { fromPromise } from 'xstate';
import {
  announcementPopupsMachine,
  type PopupAudience,
} from '../../../../machines/announcement-popups.machine.ts';
import { markPopupsShown, popupsShown } from '../popup-once.ts';

/**
 * The announcement popups' chart with its real effects: the visit's marks, per audience, in the
 * tab's session storage (a visit ends with the tab).
 */
export function createAnnouncementPopupsLogic(storage: () => Storage = () => sessionStorage) {
  return announcementPopupsMachine.provide({
    actors: {
      checkVisitMark: fromPromise(async ({ input }: { input: { audience: PopupAudience } }) =>
        popupsShown(input.audience, storage()),
      ),
    },
    actions: {
      markVisitShown: (_, { audience }) => {
        try {
          markPopupsShown(audience, storage());
        } catch {
          // No session storage at all (blocked by the browser): the popups may show again, which is harmless.
        }
      },
    },
  });
}
