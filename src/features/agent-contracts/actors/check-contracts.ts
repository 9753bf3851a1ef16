import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { CONTRACT_KINDS, type ContractKind } from '../../../api/endpoints/agent-contracts';
import { contractQueryOptions } from '../contract-query';

/**
 * The chart's `checkContracts`: the three checks at once. A kind whose check fails (its module
 * switched off, a network hiccup) counts as not pending; only when all three fail is it an error.
 */
export function checkContractsActor(queryClient: QueryClient, token: string) {
  return fromPromise<ContractKind[], void>(async () => {
    const results = await Promise.allSettled(
      CONTRACT_KINDS.map((kind) => queryClient.fetchQuery(contractQueryOptions(kind, token))),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure && results.every((result) => result.status === 'rejected')) throw failure.reason;
    return CONTRACT_KINDS.filter((_, index) => {
      const result = results[index];
      return result?.status === 'fulfilled' && result.value.pending;
    });
  });
}
