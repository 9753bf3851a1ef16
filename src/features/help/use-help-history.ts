import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { bindHelpHistory, isHelpShown, leftHelpEntry } from '../../lib/popups-actor.ts';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The mark on the help centre's history entry (its address is the page's own). */
    helpCentre?: true;
  }
}

/**
 * Requirements B2.8.6: the help centre popup has a history entry of its own over the page it opened
 * on, so the browser's Back closes it, as Back leaves an account popup's page. The popups chart
 * asks for the entry and for the step back; this hook gives it the router, and tells the chart when
 * the entry was left another way (Back, or a link inside the popup replacing it). The frame calls it
 * once: the entry must be pushable before the help centre's own code has loaded.
 */
export function useHelpHistory(): void {
  const router = useRouter();
  useEffect(() => {
    const unbind = bindHelpHistory({
      push: () =>
        void router.navigate({
          href: router.latestLocation.href,
          state: (previous) => ({ ...previous, helpCentre: true }),
          // The page under the popup stays where the player scrolled it.
          resetScroll: false,
        }),
      back: () => router.history.back(),
    });
    const unsubscribe = router.history.subscribe(({ location }) => {
      // Where the player landed: back on an account popup's page (/m/login), its popup shows again.
      if (isHelpShown() && location.state.helpCentre !== true) leftHelpEntry(location.pathname);
    });
    return () => {
      unbind();
      unsubscribe();
    };
  }, [router]);
}
