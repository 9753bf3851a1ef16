import { describe, expect, it } from 'vitest';
import { startupMachine, type StartupStatus, type StatusCacheRead } from '../../machines/startup.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { startupOracle } from './oracles/startup.oracle.ts';

// The chart reads only these two flags; the rest of the answer is passed through untouched.
const status = (maintenance: boolean, regionRestriction: boolean) =>
  ({ maintenance, regionRestriction }) as StartupStatus;
const normal = status(false, false);
const maintenance = status(true, false);
const restricted = status(false, true);
const both = status(true, true);
const cache = (read: StatusCacheRead) => ({ type: 'xstate.done.actor.readStatusCache', output: read });
const offline = { code: 'network.offline' };

const model = describeChartModel('startup chart (model-based)', startupMachine, {
  oracle: startupOracle,
  events: [
    { type: 'xstate.done.actor.loadLanguage', output: 'BN' },
    { type: 'xstate.error.actor.loadLanguage', error: new Error('catalogue chunk failed') },
    cache({ kind: 'hit', status: normal }),
    cache({ kind: 'missing' }),
    cache({ kind: 'corrupt', reason: 'Unexpected token' }),
    { type: 'xstate.error.actor.readStatusCache', error: new Error('storage denied') },
    ...[normal, maintenance, restricted, both].map((output) => ({ type: 'xstate.done.actor.fetchStatus', output })),
    { type: 'xstate.error.actor.fetchStatus', error: offline },
    ...[normal, maintenance, restricted].map((output) => ({ type: 'xstate.done.actor.refreshStatus', output })),
    { type: 'xstate.error.actor.refreshStatus', error: offline },
    { type: 'status.retry' },
    { type: 'status.refresh' },
  ],
});

describe('startup chart (paths)', () => {
  it('shows maintenance when maintenance and region restriction both apply', () => {
    const reaches = model.paths.some(
      (p) =>
        JSON.stringify(p.steps.at(-1)?.state.context).includes('"maintenance":true,"regionRestriction":true') &&
        JSON.stringify(p.steps.at(-1)?.state.value).includes('showingMaintenance'),
    );
    expect(reaches).toBe(true);
  });
});
