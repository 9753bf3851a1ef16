import { expect } from '@playwright/test';
import { startupMachine, type StartupStatus } from '../../machines/startup.machine.ts';
import { configureSite, resetSite } from '../dev-controls.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// The chart reads only these two flags; the server decides them from the site configuration.
const status = (maintenance: boolean, regionRestriction: boolean) =>
  ({ maintenance, regionRestriction }) as StartupStatus;
const normal = status(false, false);
const maintenance = status(true, false);
const restricted = status(false, true);
const both = status(true, true);
const cache = (output: unknown): ModelEvent => ({
  type: 'xstate.done.actor.readStatusCache',
  output,
});
const offline = { code: 'network.offline' };
const STATUS_CACHE_KEY = 'MC_SYSTEM_STATUS';

interface StartupWorld extends BaseWorld {
  /** The language catalogue chunks, held until the language has loaded. */
  catalogue: HeldRequests;
  /** The system status requests (the first script's early one and the client's own), held until answered. */
  statusCalls: HeldRequests;
}

/** The status as the server answers it, configured through the development controls. */
async function serverAnswers(world: BaseWorld, answer: StartupStatus): Promise<void> {
  await configureSite(world.request, {
    status: {
      maintenance: answer.maintenance,
      // Every address of the world is restricted when the region must be blocked.
      restriction: {
        countries: [],
        ipRanges: answer.regionRestriction ? ['0.0.0.0/0', '::/0'] : [],
      },
    },
  });
}

const flags = (s: StartupStatus) =>
  s.maintenance && s.regionRestriction
    ? 'maintenance and region restriction'
    : s.maintenance
      ? 'maintenance'
      : s.regionRestriction
        ? 'region restriction'
        : 'normal';

const statusScreens = ['ready.screen.showingMaintenance', 'ready.screen.showingBlocked'];

export const startupAdapter = defineAdapter<StartupWorld>({
  chart: 'startup',
  machine: startupMachine,
  events: [
    { type: 'xstate.done.actor.loadLanguage' },
    cache({ kind: 'hit', status: normal }),
    cache({ kind: 'missing' }),
    cache({ kind: 'corrupt', reason: 'Unexpected token' }),
    ...[normal, maintenance, restricted, both].map((output) => ({
      type: 'xstate.done.actor.fetchStatus',
      output,
    })),
    { type: 'xstate.error.actor.fetchStatus', error: offline },
    ...[normal, maintenance].map((output) => ({ type: 'xstate.done.actor.refreshStatus', output })),
    { type: 'xstate.error.actor.refreshStatus', error: offline },
    { type: 'status.retry' },
  ],
  // Retry is a button of the error and status screens only; the app itself offers none.
  canSend: (keys, event) =>
    event.type !== 'status.retry' || !keys.includes('ready.screen.showingApp'),
  notDriven: {
    'xstate.error.actor.loadLanguage':
      "a catalogue chunk that fails leaves the production build without its texts; the Vitest model covers the chart's branch",
    'xstate.error.actor.readStatusCache':
      'the storage read never throws in the site (an unreadable storage reads as missing)',
  },
  async setUp(base, path) {
    await resetSite(base.request);
    const catalogue = await HeldRequests.install(
      base.page,
      /\/assets\/messages-[^/]*\.js$/,
      'language catalogue',
    );
    const statusCalls = await HeldRequests.install(
      base.page,
      /\/wps\/system\/status(\?|$)/,
      'system status',
    );
    const read = path.events.find((e) => e.type === 'xstate.done.actor.readStatusCache')?.output as
      { kind: string } | undefined;
    if (read?.kind === 'hit') {
      // The normal status exactly as the server sends it, saved as a previous visit would have.
      const response = await base.request.get('/wps/system/status', {
        headers: { Merchant: 'bdbt' },
      });
      const envelope = (await response.json()) as { success: boolean; value: unknown };
      if (!envelope.success)
        throw new Error(`the status answer to save failed: ${JSON.stringify(envelope)}`);
      const saved = JSON.stringify({ status: envelope.value, savedAt: Date.now() });
      await base.page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        STATUS_CACHE_KEY,
        saved,
      ] as const);
    } else if (read?.kind === 'corrupt') {
      await base.page.addInitScript(
        (key) => localStorage.setItem(key, '{not json'),
        STATUS_CACHE_KEY,
      );
    }
    await base.page.goto(`/m/home?lang=${base.lang.toUpperCase()}`, { waitUntil: 'commit' });
    return { ...base, catalogue, statusCalls };
  },
  states: {
    preparing: {
      words: 'preparing',
      // Checked: no hold can show it. The chart leaves it by an eventless transition in the step that starts
      // it, so no snapshot the page renders is ever in it (holding the first call holds loadingLanguage).
      unseen:
        'the merchant and app marker are set and an eventless transition moves on in the same step: the chart never rests here, the language loading is the first thing shown',
    },
    loadingLanguage: {
      words: 'loading the language',
      async see({ page, catalogue }) {
        await catalogue.expectHeld();
        // Only the static splash of the page: no screen of the site yet.
        await expect(page.getByRole('heading')).toHaveCount(0);
      },
    },
    readingStatusCache: {
      words: 'reading the saved status',
      unseen:
        'the saved status is read from storage within the same task: no screen of its own, the next state shows at once',
    },
    fetchingStatus: {
      words: 'fetching the status',
      async see({ page, t, statusCalls }) {
        await statusCalls.expectHeld();
        await expect(page.getByRole('status', { name: t('Loading') })).toBeVisible();
      },
    },
    failed: {
      words: 'cannot connect',
      async see({ page, t }) {
        await expect(page.getByRole('heading', { name: t('Unable to connect') })).toBeVisible();
        await expect(page.getByRole('button', { name: t('Retry') })).toBeEnabled();
      },
    },
    ready: {
      words: 'ready',
      unseen:
        'a parallel state: seen through its two regions, the screen and the background refresh',
    },
    'ready.screen': { words: 'screen', unseen: 'seen through the screen it shows' },
    'ready.screen.deciding': {
      words: 'deciding',
      // Checked: as for preparing, an eventless transition leaves it in the step that enters it, so even
      // with the status answer held the page shows fetchingStatus (or the screen it had) and then the decision.
      unseen:
        'the screen is decided by an eventless transition in the same step as the status arrives: the chart never rests here, the chosen screen shows at once',
    },
    'ready.screen.showingApp': {
      words: 'the app',
      async see({ page, t }) {
        await expect(page.getByRole('heading', { level: 1, name: t('Home') })).toBeVisible();
      },
    },
    'ready.screen.showingMaintenance': {
      words: 'maintenance',
      async see({ page, t }) {
        await expect(
          page.getByRole('heading', { name: t('The platform is under maintenance') }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: t('Home') })).toHaveCount(0);
      },
    },
    'ready.screen.showingBlocked': {
      words: 'region blocked',
      async see({ page, t }) {
        await expect(
          page.getByRole('heading', { name: t('IP or location access restricted') }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: t('Home') })).toHaveCount(0);
      },
    },
    'ready.sync': { words: 'refresh', unseen: 'seen through its two states, idle and refreshing' },
    'ready.sync.idle': {
      words: 'up to date',
      async see({ page, t, statusCalls }, active) {
        statusCalls.expectNoneHeld();
        if (active.some((k) => statusScreens.includes(k))) {
          await expect(page.getByRole('button', { name: t('Retry') })).toBeEnabled();
        }
      },
    },
    'ready.sync.refreshing': {
      words: 'refreshing',
      async see({ page, t, statusCalls }, active) {
        await statusCalls.expectHeld();
        if (active.some((k) => statusScreens.includes(k))) {
          // The busy Retry button keeps its name under the spinner.
          await expect(page.getByRole('button', { name: t('Retry') })).toHaveAttribute(
            'aria-busy',
            'true',
          );
        }
      },
    },
  },
  on: {
    'xstate.done.actor.loadLanguage': {
      words: () => 'the language loads',
      cause: ({ catalogue }) => catalogue.answer({ kind: 'continue' }),
    },
    'xstate.done.actor.readStatusCache': {
      words: (e) => `saved status ${(e.output as { kind: string }).kind}`,
      // Arranged before the page opened (setUp): the site reads the storage by itself.
      cause: async () => undefined,
    },
    'xstate.done.actor.fetchStatus': {
      words: (e) => `the server answers ${flags(e.output as StartupStatus)}`,
      async cause(world, e) {
        await serverAnswers(world, e.output as StartupStatus);
        await world.statusCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.fetchStatus': {
      words: () => 'the network fails',
      cause: ({ statusCalls }) => statusCalls.answer({ kind: 'abort' }),
    },
    'xstate.done.actor.refreshStatus': {
      words: (e) => `the refresh answers ${flags(e.output as StartupStatus)}`,
      async cause(world, e) {
        await serverAnswers(world, e.output as StartupStatus);
        await world.statusCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.refreshStatus': {
      words: () => 'the refresh fails',
      cause: ({ statusCalls }) => statusCalls.answer({ kind: 'abort' }),
    },
    'status.retry': {
      words: () => 'tap Retry',
      async cause({ page, t, statusCalls }) {
        statusCalls.hold();
        await page.getByRole('button', { name: t('Retry') }).click();
      },
    },
  },
});
