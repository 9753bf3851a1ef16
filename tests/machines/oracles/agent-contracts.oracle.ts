import { expect } from 'vitest';
import {
  UNCHECKED_TYPES,
  type AgentContractsContext,
  type ContractKind,
} from '../../../machines/agent-contracts.machine.ts';
import { actionsIn, expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<AgentContractsContext>;

const pendingBefore = ({ previous }: Step): ContractKind[] =>
  (previous?.context as AgentContractsContext | undefined)?.pending ?? [];
const opened = (effects: Step['effects']) =>
  actionsIn(effects).filter((e) => e.action === 'openContract');

/** What must hold in each state of the agent contracts chart. */
export const agentContractsOracle: Oracle<AgentContractsContext> = {
  idle: ({ context, effects, running }) => {
    // At the start: a clean slate, no check running, nothing opened on the way.
    expect(context).toEqual({ pending: [], errorCode: null });
    expect(running).toEqual([]);
    expect(actionsIn(effects)).toEqual([]);
  },
  checking: ({ context, event, effects, running, entered }) => {
    expect(context).toEqual({ pending: [], errorCode: null });
    expect(running).toEqual(['checkContracts']);
    if (entered) {
      // Only members whose session type may hold contracts are checked.
      expect(event.type).toBe('contracts.check');
      expect(UNCHECKED_TYPES).not.toContain(event.memberType);
      expectEffects(effects, [{ invoke: 'checkContracts', id: 'checkContracts' }]);
    }
  },
  alerting: (step) => {
    const { context, event, effects, running } = step;
    // The alert always names a waiting contract; nothing opens until the player taps Go.
    expect(context.pending.length).toBeGreaterThan(0);
    expect(context.errorCode).toBeNull();
    expect(running).toEqual([]);
    expect(opened(effects)).toEqual([]);
    if (event.type === 'xstate.done.actor.checkContracts')
      expect(context.pending).toEqual(event.output);
    // Cancel moves on to the next waiting kind.
    if (event.type === 'contracts.cancel')
      expect(context.pending).toEqual(pendingBefore(step).slice(1));
  },
  settled: (step) => {
    const { context, event, effects, running, entered, previous } = step;
    expect(context.pending).toEqual([]);
    expect(running).toEqual([]);
    if (!entered) {
      // Settled ignores the prompt's buttons and further checks: one chart checks one session.
      expect(context).toEqual(previous?.context);
      expect(effects).toEqual([]);
      return;
    }
    if (event.type === 'contracts.go') {
      // Go opens exactly the contract the alert named.
      expect(actionsIn(effects)).toEqual([
        { action: 'openContract', params: { kind: pendingBefore(step)[0] } },
      ]);
    } else {
      expect(effects).toEqual([]);
    }
    if (event.type === 'contracts.cancel') expect(pendingBefore(step)).toHaveLength(1);
    if (event.type === 'contracts.check') expect(UNCHECKED_TYPES).toContain(event.memberType);
    if (event.type === 'xstate.done.actor.checkContracts') expect(event.output).toEqual([]);
    // A failed check keeps its code and raises nothing; every other way here has no error.
    if (event.type === 'xstate.error.actor.checkContracts')
      expect(context.errorCode).toBe((event.error as { code: string }).code);
    else expect(context.errorCode).toBeNull();
  },
};
