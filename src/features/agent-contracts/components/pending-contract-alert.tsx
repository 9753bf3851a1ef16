import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { agentContractsMachine } from '../../../../machines/agent-contracts.machine';
import { useSession } from '../../../lib/use-session';
import { Button, Popup } from '../../../ui';
import { checkContractsActor } from '../actors/check-contracts';
import { CONTRACT_NAMES } from '../contract-messages';
import { CONTRACT_ROUTES } from '../contract-routes';
import { inspected } from '../../../lib/inspected-actor';

/**
 * Requirements B4 agent contracts: after login a pending contract raises this alert; Go opens its
 * screen, Cancel moves on. Mounted by the app frame only while a session exists.
 */
export default function PendingContractAlert() {
  const session = useSession();
  // A new session (another login) starts a new chart: it is checked afresh.
  return session ? (
    <ContractPrompt key={session.token} token={session.token} memberType={session.type} />
  ) : null;
}

function ContractPrompt({ token, memberType }: { token: string; memberType: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const machine = useMemo(
    () =>
      agentContractsMachine.provide({
        actors: { checkContracts: checkContractsActor(queryClient, token) },
        actions: {
          openContract: (_, { kind }) => void router.navigate({ to: CONTRACT_ROUTES[kind] }),
        },
      }),
    [queryClient, router, token],
  );
  const [snapshot, send] = useMachine(machine, inspected());

  useEffect(() => {
    send({ type: 'contracts.check', memberType });
  }, [memberType, send]);

  const kind = snapshot.context.pending[0];
  const open = snapshot.matches('alerting') && kind !== undefined;
  return (
    <Popup
      open={open}
      onClose={() => send({ type: 'contracts.cancel' })}
      title={t`Contract awaiting acceptance`}
      footer={
        <>
          <Button variant="secondary" onClick={() => send({ type: 'contracts.cancel' })}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => send({ type: 'contracts.go' })}>
            <Trans>Go</Trans>
          </Button>
        </>
      }
    >
      {kind && (
        <p>
          <Trans>You have a new {i18n._(CONTRACT_NAMES[kind])} waiting for your acceptance.</Trans>
        </p>
      )}
    </Popup>
  );
}
