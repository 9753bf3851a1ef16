import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Button } from '../../../ui/button';
import { Popup } from '../../../ui/popup';
import { createLogoutLogic } from '../actors/logout.actors.ts';
import { inspected } from '../../../lib/inspected-actor.ts';

/**
 * Sign-out for a screen: `request` starts a fresh logout chart (machines/logout.machine.ts) and
 * `dialog` is its confirmation, to render next to the screen.
 */
export function useLogout(): { request: () => void; dialog: ReactNode } {
  const [attempt, setAttempt] = useState(0);
  return {
    request: () => setAttempt((count) => count + 1),
    dialog: attempt > 0 ? <LogoutDialog key={attempt} /> : null,
  };
}

/** The confirmation on its own, for a caller that loads it lazily (the session reminder's Log out). */
export function LogoutDialog() {
  const { t } = useLingui();
  const router = useRouter();
  const [logic] = useState(() =>
    createLogoutLogic({ replaceHome: () => void router.navigate({ to: '/home', replace: true }) }),
  );
  const [snapshot, send] = useMachine(logic, inspected());

  useEffect(() => {
    send({ type: 'logout.request' });
  }, [send]);

  const cancel = () => send({ type: 'logout.cancel' });
  return (
    <Popup
      open={snapshot.matches('confirming')}
      onClose={cancel}
      title={t`Confirmation`}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>{t`Cancel`}</Button>
          <Button onClick={() => send({ type: 'logout.confirm' })}>{t`Confirm`}</Button>
        </>
      }
    >
      <p>{t`Are you sure you want to logout?`}</p>
    </Popup>
  );
}
