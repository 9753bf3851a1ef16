import { expect, type Locator, type Request } from '@playwright/test';
import { gameLaunchMachine, type GameLaunchInput } from '../../machines/game-launch.machine.ts';
import { LAUNCH_GAME_PATH } from '../../shared/contract/calls/launch-game.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin, MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/**
 * One tap on a game tile of the fishing games (requirements B5 "Launching a game", B5.4 free play).
 * The chart is started by the tap, so each scenario's tap is made as its path starts (setUp) and
 * the first step shows its effect: a visitor asking for free play is refused and stays; a visitor
 * tapping a game is sent to the login; a trial player tapping a game without free play is told to
 * use an actual account; a member's tap shows the tile busy while the launch call is held, then
 * the game page opens, or a refused launch says why and the player stays on the list.
 */

const VISITOR_FREE = "a visitor taps a game's Free play";
const VISITOR = 'a visitor taps a game';
const TRIAL = 'a trial player taps a game without free play';
const MEMBER = 'a member taps a game';

/** The demo member's type (a member of types 0, 1 or 2; which one does not change the path). */
const MEMBER_TYPE = 0;
const TRIAL_TYPE = 4;

/** The chart's game: the run taps the first fishing game that offers free play, or the first that does not. */
const FREE_GAME = { nodeId: 1, supportPlay: 0, freeplay: 1 };
const PAID_GAME = { nodeId: 2, supportPlay: 1, freeplay: 0 };
const inputFor = (
  game: GameLaunchInput['game'],
  sessionType: number | null,
  askedFreePlay: boolean,
): GameLaunchInput => ({ game, sessionType, askedFreePlay });

/** A launch the server refuses (docs/api.md error envelope): the game has gone. */
const REFUSAL = {
  success: false,
  errorCode: 'not.found',
  message: 'This game is no longer available',
};

interface ListedGame {
  name: string;
  free: boolean;
}

interface LaunchWorld extends BaseWorld {
  /** The tapped game, its place in the list and the address the screen was on. */
  game: ListedGame;
  index: number;
  listUrl: string;
  /** The launch calls, held until the path's answer. */
  launches: HeldRequests;
  /** Every launch call the page sent. */
  sent: Request[];
}

const gameList = (world: BaseWorld): Locator =>
  world.page.getByRole('list', { name: world.t('Games'), exact: true });
const tileButton = (world: LaunchWorld): Locator =>
  gameList(world)
    .getByRole('listitem')
    .nth(world.index)
    .getByRole('button', { name: world.game.name, exact: true });
const message = (world: BaseWorld, english: string): Locator =>
  world.page.getByText(world.t(english), { exact: true });

/** The first fishing games of Ocean Studio as the server lists them in the run's language. */
async function firstGames(base: BaseWorld): Promise<ListedGame[]> {
  const answer = await base.request.get('/wps/relay/GCSGAME_gameList', {
    headers: { Merchant: MERCHANT },
    params: {
      gameType: 'FISH',
      vassalage: 'OCEAN',
      language: base.lang.toUpperCase(),
      pageNo: 1,
      pageSize: 24,
      platform: 'html5',
      clientType: 2,
    },
  });
  const { games } = (await answer.json()).value as {
    games: { displayName: string; supportPlay: number; freeplay: number }[];
  };
  return games.slice(0, 8).map((game) => ({
    name: game.displayName,
    free: game.supportPlay === 0 || game.freeplay === 1,
  }));
}

/** The player stays on the list; no game was launched. */
async function expectStayed(world: LaunchWorld): Promise<void> {
  await expect(world.page).toHaveURL(world.listUrl);
  await expect(tileButton(world)).toBeVisible();
  await expect(tileButton(world)).not.toHaveAttribute('aria-busy', 'true');
}

export const gameLaunchAdapter = defineAdapter<LaunchWorld>({
  chart: 'game-launch',
  machine: gameLaunchMachine,
  input: inputFor(FREE_GAME, null, true),
  scenarioInputs: {
    [VISITOR]: inputFor(PAID_GAME, null, false),
    [TRIAL]: inputFor(PAID_GAME, TRIAL_TYPE, false),
    [MEMBER]: inputFor(PAID_GAME, MEMBER_TYPE, false),
  },
  events: {
    [VISITOR_FREE]: [],
    [VISITOR]: [],
    [TRIAL]: [],
    [MEMBER]: [
      { type: 'xstate.done.actor.launchGame', output: { gameUrl: '/games/play/game' } },
      { type: 'xstate.error.actor.launchGame', error: { code: 'not.found' } },
    ],
  },
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    const lang = base.lang.toUpperCase();
    const games = await firstGames(base);
    const wantFree = path.scenario === VISITOR_FREE;
    const index = games.findIndex((game) => game.free === wantFree);
    expect(index, 'the first fishing games include one of each kind').toBeGreaterThanOrEqual(0);
    const launches = await HeldRequests.install(
      base.page,
      new RegExp(`${LAUNCH_GAME_PATH}(\\?|$)`),
      'game launch',
    );
    const sent: Request[] = [];
    base.page.on('request', (request) => {
      if (new URL(request.url()).pathname === LAUNCH_GAME_PATH) sent.push(request);
    });
    if (path.scenario === MEMBER) {
      const session = await apiLogin(base.request, 'demo_player', 'Demo1234');
      expect(session.type, 'the demo member may play').toBe(MEMBER_TYPE);
      await base.page.addInitScript(
        (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
        session,
      );
    }
    // The fishing games of Ocean Studio, shown at once by a link naming it.
    const listUrl = `/m/fish-games?vassalage=OCEAN&lang=${lang}`;
    if (path.scenario === TRIAL) {
      // The header's Free play starts a trial session and goes home.
      await base.page.goto(listUrl);
      await base.page.getByRole('button', { name: base.t('Free play'), exact: true }).click();
      await expect(base.page).toHaveURL(/\/m\/home(\?|$)/);
    }
    await base.page.goto(listUrl);
    const world: LaunchWorld = {
      ...base,
      game: games[index] as ListedGame,
      index,
      listUrl: base.page.url(),
      launches,
      sent,
    };
    // The tap that starts the chart: the game's Free play, or the game itself.
    if (wantFree)
      await gameList(world)
        .getByRole('listitem')
        .nth(index)
        .getByRole('button', {
          name: world.t('Free play: {name}').replace('{name}', world.game.name),
          exact: true,
        })
        .click();
    else await tileButton(world).click();
    return world;
  },
  states: {
    deciding: {
      words: 'game tapped',
      unseen: 'the tap is decided in the same step: a refusal, the login or the launch of the game',
    },
    refusingFreePlay: {
      words: 'free play refused',
      async see(world) {
        await expect(
          message(world, 'Free play is for member accounts: please log in with your account'),
        ).toBeVisible();
        await expectStayed(world);
        expect(world.sent, 'no game is launched').toEqual([]);
      },
    },
    sendingToLogin: {
      words: 'sent to the login',
      async see(world) {
        await expect(world.page).toHaveURL(/\/m\/login(\?|$)/);
        await expect(world.page.getByRole('dialog', { name: world.t('Login') })).toBeVisible();
        expect(world.sent, 'no game is launched').toEqual([]);
      },
    },
    refusingTrial: {
      words: 'actual account asked for',
      async see(world) {
        await expect(
          message(world, 'Please login an actual account to use this function'),
        ).toBeVisible();
        await expectStayed(world);
        expect(world.sent, 'no game is launched').toEqual([]);
      },
    },
    launching: {
      words: 'tile busy, launching',
      async see(world) {
        await world.launches.expectHeld();
        await expect(tileButton(world)).toHaveAttribute('aria-busy', 'true');
        // A game without free play, tapped by a member: played for real.
        expect(world.sent).toHaveLength(1);
        expect(new URL(world.sent[0]?.url() ?? '').searchParams.get('freeplay')).toBe('0');
      },
    },
    opening: {
      words: 'game page opened',
      async see(world) {
        await expect(world.page).toHaveURL(/\/games\/play\/[^?]+\?mode=real/);
        await expect(world.page.getByText(world.game.name).first()).toBeVisible();
      },
    },
    failed: {
      words: 'refused: says why',
      async see(world) {
        await expect(message(world, 'This game is no longer available')).toBeVisible();
        await expectStayed(world);
      },
    },
  },
  on: {
    'xstate.done.actor.launchGame': {
      words: () => 'the server answers the game page',
      cause: ({ launches }) => launches.answer({ kind: 'continue' }),
    },
    'xstate.error.actor.launchGame': {
      words: () => 'the server refuses: the game has gone',
      cause: ({ launches }) => launches.answer({ kind: 'fulfil', status: 200, json: REFUSAL }),
    },
  },
});
