import { queryOptions } from '@tanstack/react-query';
import { fetchContractCheck, type ContractKind } from '../../api/endpoints/agent-contracts';

/** The pending contract of one kind for this session; shared by the prompt check and the screen. */
export function contractQueryOptions(kind: ContractKind, token: string) {
  return queryOptions({
    queryKey: ['agent', 'contract', kind, token] as const,
    queryFn: ({ signal }) => fetchContractCheck(kind, undefined, signal),
  });
}
