import { expect, type Locator } from '@playwright/test';
import {
  agentContractsMachine,
  type ContractKind,
} from '../../machines/agent-contracts.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/**
 * The pending agent contract prompt (requirements B4.13 "Agent contracts", B6 roles). The demo
 * agent signs in and lands on the agent home: the site asks the server for a pending daily salary,
 * dividend and hourly salary contract (held, so the check shows as loading), then names the first
 * pending one in an alert with Cancel and Go. Cancel moves to the next pending kind, Go opens that
 * contract's screen. No pending contract, or a check that fails on the network, raises no alert and
 * leaves the home usable.
 */

/** The demo agent has one pending contract of each kind (server seed). */
const ALL: ContractKind[] = ['dailySalary', 'dividend', 'hourlySalary'];
/** The demo agent's session type (3: an agent, checked for contracts, requirements B6). */
const AGENT_TYPE = 3;
const CHECK: ModelEvent = { type: 'contracts.check', memberType: AGENT_TYPE };
const DONE_ALL: ModelEvent = { type: 'xstate.done.actor.checkContracts', output: ALL };
const DONE_NONE: ModelEvent = { type: 'xstate.done.actor.checkContracts', output: [] };
const FAILED: ModelEvent = {
  type: 'xstate.error.actor.checkContracts',
  error: { code: 'network.offline' },
};
const CANCEL: ModelEvent = { type: 'contracts.cancel' };
const GO: ModelEvent = { type: 'contracts.go' };

const NAMES: Record<ContractKind, string> = {
  dailySalary: 'Daily salary contract',
  dividend: 'Dividend contract',
  hourlySalary: 'Hourly salary contract',
};
const ROUTES: Record<ContractKind, RegExp> = {
  dailySalary: /\/m\/member\/agent\/getSalaryContract(\?|$)/,
  dividend: /\/m\/member\/agent\/getDevidendContract(\?|$)/,
  hourlySalary: /\/m\/member\/agent\/getHourContract(\?|$)/,
};

interface ContractsWorld extends BaseWorld {
  /** The three contract checks, held until the step that answers them. */
  checks: HeldRequests;
  /** The kinds the alert has still to name, as the server answered (first: shown). */
  pending: ContractKind[];
  /** How the check ended, and the kind Go opened. */
  outcome: 'none' | 'failed' | 'cancelled' | { went: ContractKind } | null;
}

const alert = (world: BaseWorld): Locator =>
  world.page.getByRole('dialog', { name: world.t('Contract awaiting acceptance') });
const contractRow = (world: BaseWorld, kind: ContractKind): Locator =>
  world.page
    .getByRole('list', { name: world.t('Contracts'), exact: true })
    .getByRole('link', { name: new RegExp(`^${world.t(NAMES[kind])}`) });

/** The agent home, with each contract row saying what the check found. */
async function expectHome(world: ContractsWorld, state: string): Promise<void> {
  await expect(world.page).toHaveURL(/\/m\/agent\/home(\?|$)/);
  for (const kind of ALL) await expect(contractRow(world, kind)).toContainText(world.t(state));
}

export const agentContractsAdapter = defineAdapter<ContractsWorld>({
  chart: 'agent-contracts',
  machine: agentContractsMachine,
  events: [CHECK, DONE_ALL, DONE_NONE, FAILED, CANCEL, GO],
  // Go is walked once, on the second alert (the dividend), by its own sequence.
  canSend: (_keys, event) => event.type !== 'contracts.go',
  sequences: [[CHECK, DONE_ALL, CANCEL, GO]],
  notDriven: {},
  async setUp(base) {
    await resetSite(base.request);
    const session = await apiLogin(base.request, 'demo_agent', 'Agent1234', 'agent');
    expect(session.type, 'the demo agent is the checked agent type').toBe(AGENT_TYPE);
    await base.page.addInitScript(
      (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
      session,
    );
    const checks = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/MCS2_(processDailySalContract|processDividendReq|processContractHourSalary)(\?|$)/,
      'contract check',
    );
    return { ...base, checks, pending: [], outcome: null };
  },
  states: {
    idle: {
      words: 'nobody checked',
      unseen:
        'the check is asked the moment a signed-in page opens: before that no page of the session is on screen',
    },
    checking: {
      words: 'checking the contracts',
      async see(world) {
        await world.checks.expectHeld();
        await expect(
          world.page.getByRole('heading', {
            name: world.t('Welcome, {0}').replace('{0}', 'demo_agent'),
          }),
        ).toBeVisible();
        await expect(alert(world)).toHaveCount(0);
      },
    },
    alerting: {
      words: 'alert names a contract',
      async see(world) {
        const kind = world.pending[0] ?? 'dailySalary';
        await expect(alert(world)).toBeVisible();
        await expect(alert(world)).toContainText(
          world
            .t('You have a new {0} waiting for your acceptance.')
            .replace('{0}', world.t(NAMES[kind])),
        );
        await expect(alert(world).getByRole('button', { name: world.t('Cancel') })).toBeVisible();
        await expect(alert(world).getByRole('button', { name: world.t('Go') })).toBeVisible();
      },
    },
    settled: {
      words: 'no alert',
      async see(world) {
        await expect(alert(world)).toHaveCount(0);
        const outcome = world.outcome;
        if (outcome !== null && typeof outcome === 'object') {
          // Go opened that contract's screen, its terms shown.
          await expect(world.page).toHaveURL(ROUTES[outcome.went]);
          await expect(
            world.page.getByRole('table', { name: world.t('Reward tiers') }),
          ).toBeVisible();
          return;
        }
        if (outcome === 'failed') await expectHome(world, 'Could not be checked');
        else if (outcome === 'none') await expectHome(world, 'Nothing pending');
        else await expectHome(world, 'Awaiting your acceptance');
      },
    },
  },
  on: {
    'contracts.check': {
      words: () => 'the agent signs in and opens the agent home',
      async cause(world) {
        await world.page.goto(`/m/agent/home?lang=${world.lang.toUpperCase()}`);
      },
    },
    'xstate.done.actor.checkContracts': {
      words: (event) =>
        (event.output as ContractKind[]).length > 0
          ? 'the server has a contract of each kind waiting'
          : 'the server has no contract waiting',
      async cause(world, event) {
        const output = event.output as ContractKind[];
        world.pending = [...output];
        if (output.length > 0) await world.checks.answer({ kind: 'continue' });
        else {
          world.outcome = 'none';
          await world.checks.answer({
            kind: 'fulfil',
            status: 200,
            json: { success: true, value: { pending: false, contract: null } },
          });
        }
      },
    },
    'xstate.error.actor.checkContracts': {
      words: () => 'the network fails',
      async cause(world) {
        world.outcome = 'failed';
        await world.checks.answer({ kind: 'abort' });
      },
    },
    'contracts.cancel': {
      words: () => 'Cancel',
      async cause(world) {
        await alert(world)
          .getByRole('button', { name: world.t('Cancel') })
          .click();
        world.pending = world.pending.slice(1);
        if (world.pending.length === 0) world.outcome = 'cancelled';
      },
    },
    'contracts.go': {
      words: () => 'Go',
      async cause(world) {
        const kind = world.pending[0] ?? 'dailySalary';
        await alert(world)
          .getByRole('button', { name: world.t('Go') })
          .click();
        world.outcome = { went: kind };
      },
    },
  },
});
