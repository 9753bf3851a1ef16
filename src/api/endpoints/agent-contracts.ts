import { api, type ApiClient } from '../client';
import { noValue } from '../../../shared/contract/calls/no-value.ts';
import {
  CONTRACT_CALLS,
  type ContractKind,
  contractCheckSchema,
  type ContractCheck,
} from '../../../shared/contract/calls/agent-contracts.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export {
  CONTRACT_KINDS,
  type ContractKind,
  type Contract,
  type ContractCheck,
} from '../../../shared/contract/calls/agent-contracts.ts';

export function fetchContractCheck(
  kind: ContractKind,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<ContractCheck> {
  const call = CONTRACT_CALLS[kind];
  return client.get(call.check, {
    moduleId: call.moduleId,
    schema: contractCheckSchema,
    ...(signal ? { signal } : {}),
  });
}

export function acceptContract(
  kind: ContractKind,
  contractId: number,
  client: ApiClient = api,
): Promise<void> {
  const call = CONTRACT_CALLS[kind];
  return client.post(call.accept, {
    moduleId: call.moduleId,
    schema: noValue,
    body: { contractId },
  });
}
