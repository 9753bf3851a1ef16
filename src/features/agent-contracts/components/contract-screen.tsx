import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  acceptContract,
  type Contract,
  type ContractKind,
} from '../../../api/endpoints/agent-contracts';
import { TRIAL_TYPE } from '../../../lib/member-types';
import { useSession } from '../../../lib/use-session';
import { Button, EmptyState, Skeleton } from '../../../ui';
import { CONTRACT_NAMES } from '../contract-messages';
import { contractQueryOptions } from '../contract-query';
import { ContractTerms } from './contract-terms';
import styles from './contract.module.css';

/** /m/member/agent/get…Contract: the pending contract of one kind and its Accept button. */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const { i18n } = useLingui();
  const session = useSession();
  const member = session !== null && session.type !== TRIAL_TYPE;
  const token = session?.token ?? '';
  const queryClient = useQueryClient();
  const check = useQuery({ ...contractQueryOptions(kind, token), enabled: member });
  const accept = useMutation({
    mutationFn: (contract: Contract) => acceptContract(kind, contract.contractId),
    // The accepted contract is no longer pending: the next check must ask the server again.
    onSuccess: () =>
      queryClient.removeQueries({ queryKey: contractQueryOptions(kind, token).queryKey }),
  });
  const title = i18n._(CONTRACT_NAMES[kind]);

  let body;
  if (!member) {
    body = (
      <EmptyState title={<Trans>Please login an actual account to use this function</Trans>} />
    );
  } else if (accept.isSuccess) {
    body = (
      <p role="status" className={styles.success}>
        <Trans>The contract has been accepted.</Trans>
      </p>
    );
  } else if (check.isPending) {
    body = <Skeleton height={200} />;
  } else if (check.isError) {
    body = <EmptyState title={<Trans>The contract could not be loaded</Trans>} />;
  } else if (!check.data.contract) {
    body = <EmptyState title={<Trans>No contract is waiting for your acceptance</Trans>} />;
  } else {
    const contract = check.data.contract;
    body = (
      <>
        <ContractTerms contract={contract} />
        {accept.isError && (
          <p role="alert" className={styles.error}>
            <Trans>The contract could not be accepted. Please try again.</Trans>
          </p>
        )}
        <Button block loading={accept.isPending} onClick={() => accept.mutate(contract)}>
          <Trans>Accept</Trans>
        </Button>
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      {body}
      <p>
        <Link to="/home">
          <Trans>Back to home</Trans>
        </Link>
      </p>
    </div>
  );
}
