import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  agentContractsMachine,
  type ContractKind,
} from '../../machines/agent-contracts.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { agentContractsOracle } from './oracles/agent-contracts.oracle.ts';

const check = { type: 'contracts.check', memberType: 3 };
const twoWaiting = {
  type: 'xstate.done.actor.checkContracts',
  output: ['dailySalary', 'hourlySalary'],
};

describeChartModel('agent contracts chart (model-based)', agentContractsMachine, {
  oracle: agentContractsOracle,
  events: [
    check,
    { type: 'contracts.check', memberType: 4 },
    { type: 'xstate.done.actor.checkContracts', output: [] },
    twoWaiting,
    { type: 'xstate.error.actor.checkContracts', error: { code: 'network.offline' } },
    { type: 'contracts.cancel' },
    { type: 'contracts.go' },
  ],
  // The settled state after the last Cancel, and Go on the second kind, are reached earlier by
  // shorter paths, so the shortest paths never take these transitions.
  sequences: [
    [
      check,
      twoWaiting,
      { type: 'contracts.cancel' },
      { type: 'contracts.cancel' },
      { type: 'contracts.go' },
      { type: 'contracts.cancel' },
    ],
  ],
});

describe('agent contracts chart (rules)', () => {
  function start(answer: () => Promise<ContractKind[]>) {
    const opened: ContractKind[] = [];
    const check = vi.fn(answer);
    const actor = createActor(
      agentContractsMachine.provide({
        actors: { checkContracts: fromPromise(() => check()) },
        actions: { openContract: (_, params) => void opened.push(params.kind) },
      }),
    ).start();
    return { actor, check, opened };
  }

  it.each([4, 40, 41, 42])('never checks session type %i', (memberType) => {
    const { actor, check } = start(async () => ['dividend']);
    actor.send({ type: 'contracts.check', memberType });
    expect(actor.getSnapshot().value).toBe('settled');
    expect(check).not.toHaveBeenCalled();
  });

  it('alerts the first pending kind; go opens it', async () => {
    const { actor, opened } = start(async () => ['dividend', 'hourlySalary']);
    actor.send({ type: 'contracts.check', memberType: 3 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('alerting'));
    expect(actor.getSnapshot().context.pending[0]).toBe('dividend');
    actor.send({ type: 'contracts.go' });
    expect(opened).toEqual(['dividend']);
    expect(actor.getSnapshot().value).toBe('settled');
  });

  it('cancel shows the next pending kind, then lets the player be', async () => {
    const { actor, opened } = start(async () => ['dailySalary', 'hourlySalary']);
    actor.send({ type: 'contracts.check', memberType: 0 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('alerting'));
    actor.send({ type: 'contracts.cancel' });
    expect(actor.getSnapshot().context.pending).toEqual(['hourlySalary']);
    actor.send({ type: 'contracts.cancel' });
    expect(actor.getSnapshot().value).toBe('settled');
    expect(opened).toEqual([]);
  });

  it('a failed check raises nothing and keeps the code; the session is not checked again', async () => {
    const { actor, check } = start(() => Promise.reject({ code: 'network.offline' }));
    actor.send({ type: 'contracts.check', memberType: 3 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('settled'));
    expect(actor.getSnapshot().context.errorCode).toBe('network.offline');
    actor.send({ type: 'contracts.check', memberType: 3 });
    expect(actor.getSnapshot().value).toBe('settled');
    expect(check).toHaveBeenCalledTimes(1);
  });
});
