import { expect, type Locator, type Request } from '@playwright/test';
import {
  lotteryPlayMachine,
  type LotteryPlayContext,
  type PlayableLottery,
  type PlayTypeOption,
} from '../../machines/lottery-play.machine.ts';
import { GAME_VENDORS_PATH } from '../../shared/contract/calls/game-vendors.ts';
import { LAUNCH_GAME_PATH } from '../../shared/contract/calls/launch-game.ts';
import {
  LOTTERY_CENTER_PATH,
  type LotteryCenter,
  type LotteryCenterEntry,
} from '../../shared/contract/calls/lottery-center.ts';
import { LOTTERY_MENU_PATH, type LotteryMenu } from '../../shared/contract/calls/lottery-menu.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn, MERCHANT } from '../member-session.ts';
import { animationsSettled } from './animations-settled.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/**
 * Play on the lottery centre (/m/lotteryCenter?category=lott, requirements B4.10), as a member
 * (demo_player2) against the real server. Two lotteries of the centre: one the LOTT vendor offers
 * in both play types (Tradition by default), whose Play loads the vendor's menu and asks which, and
 * a TCG SEA lottery, which has no play types and launches at once. The menu and the launch calls
 * are held so the busy Play can be seen, then answered: the game page opens in the play type
 * chosen, or in the default one when the network fails the menu; a refused launch says why and
 * the player stays on the centre; closing the choice launches nothing.
 *
 * A visitor's and a trial player's Play leave the chart waiting (its only effects are the login
 * and the "actual account" message), so no path of the chart can take them: the hand-written
 * e2e/lottery-centre.spec.ts checks both.
 */

const MEMBER_TYPE = 0;
const BOTH: PlayableLottery = {
  vendor: 'LOTT',
  gameCode: '1001',
  nodeId: 41,
  playType: 'Tradition',
};
const NONE: PlayableLottery = { vendor: 'TCG_SEA', gameCode: '1003', nodeId: 43, playType: null };
const TRADITION: PlayTypeOption = { playType: 'Tradition', name: 'Tradition' };
const ENTERTAINMENT: PlayTypeOption = { playType: 'Entertainment', name: 'Entertainment' };

const play = (lottery: PlayableLottery): ModelEvent => ({
  type: 'play.request',
  lottery,
  sessionType: MEMBER_TYPE,
});
const MENU_DONE = 'xstate.done.actor.loadPlayTypes';
const MENU_FAILED = 'xstate.error.actor.loadPlayTypes';
const LAUNCHED = 'xstate.done.actor.launchLottery';
const menu: ModelEvent = { type: MENU_DONE, output: [TRADITION, ENTERTAINMENT] };
const menuFails: ModelEvent = { type: MENU_FAILED, error: { code: 'network.offline' } };
const choose: ModelEvent = { type: 'play.choose', playType: ENTERTAINMENT.playType };
const cancel: ModelEvent = { type: 'play.cancel' };
/** The launch's outcomes: the game page opens, or the server refuses the launch (the game has gone). */
const opened: ModelEvent = { type: LAUNCHED, output: { kind: 'opened' } };
const refused: ModelEvent = { type: LAUNCHED, output: { kind: 'failed', code: 'not.found' } };
/** A launch the server refuses (docs/api.md error envelope). */
const REFUSAL = {
  success: false,
  errorCode: 'not.found',
  message: 'This game is no longer available',
};

type Outcome = 'start' | 'opened' | 'refused' | 'closed';

interface PlayWorld extends BaseWorld {
  /** The two lotteries of the centre the run plays, as the server lists them in the run's language. */
  both: LotteryCenterEntry;
  none: LotteryCenterEntry;
  /** The vendors' section titles (their names) by vendor code. */
  sections: Record<string, string>;
  /** The play types' names in the run's language, from the vendor's menu. */
  playTypeNames: Record<string, string>;
  menus: HeldRequests;
  launches: HeldRequests;
  /** Every launch call the page sent. */
  sent: Request[];
  /** The lottery of the last Play, the play type it is launched in, and how the last play ended. */
  lottery: LotteryCenterEntry | null;
  playType: string | null;
  outcome: Outcome;
}

/** A lottery's Play, in its vendor's section (names repeat across vendors). */
const playButton = (world: PlayWorld, entry: LotteryCenterEntry): Locator =>
  world.page
    .getByRole('region', { name: world.sections[entry.vendor], exact: true })
    .getByRole('button', {
      name: world.t('Play {name}').replace('{name}', entry.gameName),
      exact: true,
    });
const choice = (world: PlayWorld): Locator =>
  world.page.getByRole('dialog', {
    name: world.t('How do you want to play {gameName}?').replace('{gameName}', world.both.gameName),
  });
const entryOf = (world: PlayWorld, lottery: PlayableLottery): LotteryCenterEntry =>
  lottery.vendor === BOTH.vendor ? world.both : world.none;

async function expectIdle(world: PlayWorld, entry: LotteryCenterEntry): Promise<void> {
  await expect(world.page).toHaveURL(/\/m\/lotteryCenter\?/);
  await expect(playButton(world, entry)).toBeVisible();
  await expect(playButton(world, entry)).not.toHaveAttribute('aria-busy', 'true');
  await expect(choice(world)).toHaveCount(0);
}

export const lotteryPlayAdapter = defineAdapter<PlayWorld>({
  chart: 'lottery-play',
  machine: lotteryPlayMachine,
  events: [play(BOTH), play(NONE), menu, menuFails, choose, cancel, opened, refused],
  canSend(_keys, event, context: LotteryPlayContext) {
    if (event.type !== LAUNCHED) return true;
    // The LOTT lottery's game page opens; the TCG SEA lottery's launch is the one refused.
    const refusal = (event.output as { kind: string }).kind === 'failed';
    return refusal === (context.lottery?.playType === null);
  },
  // The generated path ends as the chosen play type launches; its game page opens here.
  sequences: [[play(BOTH), menu, choose, opened]],
  notDriven: {
    'xstate.error.actor.launchLottery':
      'the launch (use-lottery-play.ts through use-launch-game.ts) resolves on every outcome, a refused launch and a launch chart that failed to load included: each shows its message and the chart gets done',
  },
  async setUp(base) {
    await resetSite(base.request);
    const language = base.lang.toUpperCase();
    const read = async <T>(path: string, params: Record<string, string>): Promise<T> => {
      const answer = await base.request.get(path, { headers: { Merchant: MERCHANT }, params });
      expect(answer.ok(), path).toBe(true);
      return ((await answer.json()) as { value: T }).value;
    };
    const { list } = await read<LotteryCenter>(LOTTERY_CENTER_PATH, { category: 'LOTT', language });
    const vendorMenu = await read<LotteryMenu>(LOTTERY_MENU_PATH, {
      vendor: BOTH.vendor,
      language,
    });
    const offeredIn = (gameCode: string) =>
      vendorMenu.menus
        .filter((group) => group.games.some((game) => game.gameCode === gameCode))
        .map((group) => group.playType);
    const named = (entry: LotteryCenterEntry) =>
      list.filter((other) => other.vendor === entry.vendor && other.gameName === entry.gameName)
        .length === 1;
    const { vendors } = await read<{
      vendors: Record<string, { vassalage: string; displayName: string }[]>;
    }>(GAME_VENDORS_PATH, { language });
    const sections = Object.fromEntries(
      Object.values(vendors)
        .flat()
        .map((vendor) => [vendor.vassalage, vendor.displayName]),
    );
    const both = list.find(
      (entry) =>
        entry.vendor === BOTH.vendor &&
        entry.playType === BOTH.playType &&
        offeredIn(entry.gameCode).join() ===
          [TRADITION, ENTERTAINMENT].map((o) => o.playType).join() &&
        named(entry),
    );
    const none = list.find(
      (entry) => entry.vendor === NONE.vendor && entry.playType === null && named(entry),
    );
    expect(both, 'a LOTT lottery offered in both play types, Tradition first').toBeDefined();
    expect(none, 'a TCG SEA lottery').toBeDefined();
    const playTypeNames = Object.fromEntries(
      vendorMenu.menus.map((group) => [group.playType, group.name]),
    );

    await logIn(base.page, base.request, 'demo_player2');
    const menus = await HeldRequests.install(
      base.page,
      new RegExp(`${LOTTERY_MENU_PATH}(\\?|$)`),
      'lottery menu',
    );
    const launches = await HeldRequests.install(
      base.page,
      new RegExp(`${LAUNCH_GAME_PATH}(\\?|$)`),
      'game launch',
    );
    const sent: Request[] = [];
    base.page.on('request', (request) => {
      if (new URL(request.url()).pathname === LAUNCH_GAME_PATH) sent.push(request);
    });
    await base.page.goto(`/m/lotteryCenter?category=lott&lang=${language}`);
    return {
      ...base,
      both: both!,
      none: none!,
      sections,
      playTypeNames,
      menus,
      launches,
      sent,
      lottery: null,
      playType: null,
      outcome: 'start',
    };
  },
  states: {
    waitingForPlay: {
      words: 'the lotteries, waiting for Play',
      async see(world) {
        switch (world.outcome) {
          case 'start':
            await expectIdle(world, world.both);
            await expect(playButton(world, world.none)).toBeEnabled();
            expect(world.sent, 'nothing launched').toEqual([]);
            break;
          case 'closed':
            await expectIdle(world, world.both);
            await animationsSettled(world.page);
            expect(world.launches.arrived, 'a closed choice launches nothing').toBe(
              world.sent.length,
            );
            break;
          case 'refused':
            await expect(
              world.page.getByText(world.t('This game is no longer available'), { exact: true }),
            ).toBeVisible();
            await expectIdle(world, world.lottery!);
            break;
          case 'opened': {
            const lottery = world.lottery!;
            await expect(world.page).toHaveURL(
              new RegExp(`/games/play/${lottery.gameId}\\?(.*&)?playType=${world.playType}(&|$)`),
            );
            await expect(world.page.getByText(lottery.gameName).first()).toBeVisible();
            break;
          }
        }
      },
    },
    loadingPlayTypes: {
      words: "Play busy: the vendor's menu loading",
      async see(world) {
        await world.menus.expectHeld();
        await expect(playButton(world, world.both)).toHaveAttribute('aria-busy', 'true');
        await expect(choice(world)).toHaveCount(0);
      },
    },
    choosingPlayType: {
      words: 'asked which play type',
      async see(world) {
        await expect(choice(world)).toBeVisible();
        for (const option of [TRADITION, ENTERTAINMENT])
          await expect(
            choice(world).getByRole('button', {
              name: world.playTypeNames[option.playType],
              exact: true,
            }),
          ).toBeEnabled();
        await animationsSettled(world.page);
        await expect(playButton(world, world.both)).not.toHaveAttribute('aria-busy', 'true');
        expect(world.sent, 'nothing launched before the choice').toEqual([]);
      },
    },
    launching: {
      words: 'Play busy: launching',
      async see(world) {
        const lottery = world.lottery!;
        await world.launches.expectHeld();
        await expect(choice(world)).toHaveCount(0);
        await expect(playButton(world, lottery)).toHaveAttribute('aria-busy', 'true');
        const call = new URL(world.sent.at(-1)!.url());
        expect(call.searchParams.get('gameCode')).toBe(lottery.gameCode);
        expect(call.searchParams.get('playType')).toBe(world.playType);
      },
    },
  },
  on: {
    'play.request': {
      words: (event) =>
        (event.lottery as PlayableLottery).playType === null
          ? 'tap Play on a lottery without play types'
          : 'tap Play on a lottery offered in both play types',
      async cause(world, event) {
        const lottery = entryOf(world, event.lottery as PlayableLottery);
        world.lottery = lottery;
        world.playType = lottery.playType;
        world.menus.hold();
        world.launches.hold();
        await playButton(world, lottery).click();
      },
    },
    [MENU_DONE]: {
      words: () => 'the menu offers Tradition and Entertainment',
      cause: (world) => world.menus.answer({ kind: 'continue' }),
    },
    [MENU_FAILED]: {
      words: () => 'the network fails the menu',
      cause: (world) => world.menus.answer({ kind: 'abort' }),
    },
    'play.choose': {
      words: (event) => `choose ${event.playType as string}`,
      async cause(world, event) {
        world.playType = event.playType as string;
        await choice(world)
          .getByRole('button', { name: world.playTypeNames[world.playType], exact: true })
          .click();
      },
    },
    'play.cancel': {
      words: () => 'close the choice',
      async cause(world) {
        world.outcome = 'closed';
        await choice(world)
          .getByRole('button', { name: world.t('Close'), exact: true })
          .click();
      },
    },
    [LAUNCHED]: {
      words: (event) =>
        (event.output as { kind: string }).kind === 'opened'
          ? 'the server answers the game page'
          : 'the server refuses: the game has gone',
      async cause(world, event) {
        if ((event.output as { kind: string }).kind === 'opened') {
          world.outcome = 'opened';
          await world.launches.answer({ kind: 'continue' });
        } else {
          world.outcome = 'refused';
          await world.launches.answer({ kind: 'fulfil', status: 200, json: REFUSAL });
        }
      },
    },
  },
});
