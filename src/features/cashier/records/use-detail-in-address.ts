import { useCallback, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';

/** Writes `?detail=` of the route's own address: a new history entry, or in place. */
export type WriteDetail = (detail: string | undefined, options: { replace: boolean }) => void;

/**
 * A record's detail lives in the address (`?detail=`), so the phone's back button closes it
 * (requirements C5.3: tapping a row opens its detail). A detail opened here is closed by going
 * back, which leaves the history as it was; one the page was opened with is closed in place.
 */
export function useDetailInAddress(write: WriteDetail): (id: string | null) => void {
  const router = useRouter();
  const pushed = useRef(false);
  return useCallback(
    (id: string | null) => {
      if (id !== null) {
        pushed.current = true;
        write(id, { replace: false });
      } else if (pushed.current) {
        pushed.current = false;
        router.history.back();
      } else write(undefined, { replace: true });
    },
    [router, write],
  );
}
