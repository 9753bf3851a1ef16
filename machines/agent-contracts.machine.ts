import { assign, setup } from 'xstate';
import { errorCodeOf } from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Agent contract prompt (requirements B4.13 "Agent contracts", requirements B6 roles).
 *
 * After login, members whose session type is not 4, 40, 41 or 42 are checked for pending daily
 * salary, dividend and hourly-salary contracts. A pending one raises an alert with Cancel and Go:
 * Go opens that contract's screen (/m/member/agent/getSalaryContract, getDevidendContract or
 * getHourContract); Cancel shows the next pending kind, if any, and otherwise lets the player be.
 * A failed check raises nothing (the code is kept for the record): the prompt is a reminder, and
 * the contract screens stay reachable.
 *
 * Pure chart: the check and the navigation come from src/features/agent-contracts/actors.
 */

export type ContractKind = 'dailySalary' | 'dividend' | 'hourlySalary';

/** Requirements B6: these session types never have contracts and are not checked. */
export const UNCHECKED_TYPES: readonly number[] = [4, 40, 41, 42];

export interface AgentContractsContext {
  /** Kinds with a pending contract, in check order; the first is the one being shown. */
  pending: ContractKind[];
  errorCode: string | null;
}

export type AgentContractsEvent =
  | { type: 'contracts.check'; memberType: number }
  | { type: 'contracts.cancel' }
  | { type: 'contracts.go' };

const initialContext = (): AgentContractsContext => ({ pending: [], errorCode: null });

export const agentContractsMachine = setup({
  types: {
    context: {} as AgentContractsContext,
    events: {} as AgentContractsEvent,
  },
  actors: {
    /** Answers the kinds with a pending contract (daily salary, dividend, hourly salary order). */
    checkContracts: notProvidedActor<ContractKind[]>('checkContracts'),
  },
  guards: {
    // Stryker disable next-line ConditionalExpression: equivalent, the guard is used on contracts.check alone; the test narrows the event's type.
    isCheckedMember: ({ event }) =>
      event.type === 'contracts.check' && !UNCHECKED_TYPES.includes(event.memberType),
    hasPending: (_, params: { pending: readonly ContractKind[] }) => params.pending.length > 0,
    hasMorePending: ({ context }) => context.pending.length > 1,
  },
  actions: {
    openContract: notProvidedAction<{ kind: ContractKind }>('openContract'),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'agentContracts',
  context: initialContext,
  // One chart checks one session: the view starts a new chart for each session (another login),
  // so the next session is checked afresh without a reset.
  initial: 'idle',
  states: {
    idle: {
      description: 'Nobody has been checked yet: no contract alert shows.',
      on: {
        'contracts.check': [
          { guard: 'isCheckedMember', target: 'checking' },
          { target: 'settled' },
        ],
      },
    },
    checking: {
      description:
        'A member who may hold contracts signed in: the server is asked which contracts wait for them.',
      invoke: {
        id: 'checkContracts',
        src: 'checkContracts',
        onDone: [
          {
            guard: { type: 'hasPending', params: ({ event }) => ({ pending: event.output }) },
            target: 'alerting',
            actions: assign({ pending: ({ event }) => event.output }),
          },
          { target: 'settled' },
        ],
        onError: {
          target: 'settled',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    alerting: {
      description: 'An alert names the first waiting contract, with Cancel and Go.',
      on: {
        'contracts.cancel': [
          {
            guard: 'hasMorePending',
            // Stryker disable next-line StringLiteral: equivalent, alerting has no entry or exit effect; staying and re-entering look the same.
            target: 'alerting',
            // Stryker disable next-line BooleanLiteral: equivalent, for the same reason.
            reenter: true,
            actions: assign({ pending: ({ context }) => context.pending.slice(1) }),
          },
          { target: 'settled', actions: assign({ pending: [] }) },
        ],
        'contracts.go': {
          target: 'settled',
          actions: [
            // Stryker disable next-line LogicalOperator,StringLiteral: equivalent, alerting always holds a pending kind; the fallback only satisfies the type.
            {
              type: 'openContract',
              params: ({ context }) => ({ kind: context.pending[0] ?? 'dailySalary' }),
            },
            assign({ pending: [] }),
          ],
        },
      },
    },
    settled: {
      description:
        'Nothing (more) to show: no contract waits, the player chose, or the check failed.',
    },
  },
});
