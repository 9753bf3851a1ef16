import { sessionReminderMachine } from '../../machines/security/session-reminder.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { sessionReminderOracle } from './oracles/session-reminder.oracle.ts';

const loaded = (minutes: number | null) => ({
  type: 'xstate.done.actor.loadReminder',
  output: { startedAt: '2026-12-07T06:00:00.000Z', minutes, netResult: '0.00' },
});
const choose = (minutes: number | null) => ({ type: 'reminder.choose', minutes });
const save = { type: 'reminder.save' };

describeChartModel('session reminder chart (model-based)', sessionReminderMachine, {
  oracle: sessionReminderOracle,
  events: [{ type: 'reminder.retry' }],
  sequences: [
    [
      { type: 'xstate.error.actor.loadReminder', error: { code: 'network' } },
      { type: 'reminder.retry' },
    ],
    [
      loaded(null),
      save,
      choose(60),
      save,
      { type: 'xstate.done.actor.saveReminder', output: { minutes: 60 } },
    ],
    [
      loaded(30),
      choose(null),
      save,
      { type: 'xstate.error.actor.saveReminder', error: { code: 'network' } },
      choose(120),
    ],
  ],
});
