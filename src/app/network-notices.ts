import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { apiEvents } from '../api/events.ts';
import { toast } from '../ui/toast/toast-store.ts';
import { TOAST_DURATION } from '../ui/toast/durations.ts';

/** What the API layer reports (session ended, offline, slow) shown as translated toasts. */
export function useNetworkNotices(): void {
  const { t } = useLingui();
  useEffect(() => {
    // "Back online" answers the "No internet connection" the player saw and takes its place;
    // with no offline notice shown there is nothing to answer, and the two never stack.
    let offlineToast: string | null = null;
    const off = [
      apiEvents.on('session.expired', () =>
        toast.show({
          style: 'fail',
          message: t`The account has been logged out, please log in again`,
        }),
      ),
      apiEvents.on('network.offline', () => {
        offlineToast = toast.show({
          style: 'offline',
          message: t`No internet connection`,
          duration: TOAST_DURATION.long,
        });
      }),
      apiEvents.on('network.slow', () =>
        toast.show({ style: 'info', message: t`Slow connection, please wait` }),
      ),
      apiEvents.on('network.online', () => {
        if (offlineToast === null) return;
        toast.hide(offlineToast);
        offlineToast = null;
        toast.show({ style: 'success', message: t`Back online` });
      }),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [t]);
}
