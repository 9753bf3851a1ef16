import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { apiEvents } from '../api/events.ts';
import { toast } from '../ui/toast/toast-store.ts';
import { TOAST_DURATION } from '../ui/toast/durations.ts';

/** What the API layer reports (session ended, offline, slow) shown as translated toasts. */
export function useNetworkNotices(): void {
  const { t } = useLingui();
  useEffect(() => {
    const off = [
      apiEvents.on('session.expired', () =>
        toast.show({ style: 'fail', message: t`The account has been logged out, please log in again` }),
      ),
      apiEvents.on('network.offline', () =>
        toast.show({ style: 'offline', message: t`No internet connection`, duration: TOAST_DURATION.long }),
      ),
      apiEvents.on('network.slow', () =>
        toast.show({ style: 'info', message: t`Slow connection, please wait` }),
      ),
      apiEvents.on('network.online', () => toast.show({ style: 'success', message: t`Back online` })),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [t]);
}
