import { expect, type Locator } from '@playwright/test';
import {
  favouriteToggleMachine,
  type FavouriteToggleInput,
} from '../../machines/favourite-toggle.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin, MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/**
 * One tap on a game tile's heart (requirements B4 "Favourites"). The chart is started by the tap,
 * so each scenario's tap is made as its path starts (setUp) and the first step shows its effect:
 * a visitor is sent to the login; a member's empty heart on the slot games fills at once while the
 * server adds the game; a member's full heart on the favourites screen empties and the game leaves
 * the list at once while the server removes it; a heart tapped while the member's favourite ids
 * are still loading cancels that request and asks for the ids again once the server answered. The server's answer is held, then let through or
 * refused (page.route): a refusal puts the heart and the list back and says why.
 */

const VISITOR = 'a visitor taps a heart';
const ADD = 'a member taps an empty heart on the slot games';
const REMOVE = 'a member taps a full heart on the favourites screen';
const LOADING = 'a member taps a heart before the favourite ids arrive';

/** The member's two favourites on the favourites screen (two slot games); the first is tapped. */
const FAVOURITE_IDS = [1, 2] as const;
/** The chart's game: the first tile (the run takes the real one from the page's list). */
const GAME = { nodeId: FAVOURITE_IDS[0], vassalage: 'JILI' };
/** The first page of the slot games' "All games" (requirements B9: 24 a page). */
const SLOTS_PAGE =
  '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameName=&gameType=RNG&vassalage=JILI,PG,JDB,RTG,NOVA,MANGO&pageNo=1&pageSize=24';

const inputFor = (
  signedIn: boolean,
  want: 'add' | 'remove',
  ids: readonly number[] | null,
): FavouriteToggleInput => ({ game: GAME, want, signedIn, ids });
const refused = { code: 'system.busy' };
/** The refusal as the server words it (docs/api.md error envelope). */
const REFUSAL = { success: false, errorCode: 'system.busy', message: 'System upgrading' };

interface FavouriteWorld extends BaseWorld {
  scenario: string;
  token: string | null;
  /** The add and remove calls, held until the path's answer. */
  changes: HeldRequests;
  /** The tapped game (the first tile) and the one beside it, already a favourite for a member. */
  tapped: Tile;
  other: Tile;
  /** Whether the other game is a favourite (not when the member has none yet). */
  otherIsFavourite: boolean;
  /** Requests for the member's favourite ids: a tap while they load has them asked again after the answer. */
  idsAsked: () => number;
}

interface Tile {
  nodeId: number;
  name: string;
}

const gameList = (world: BaseWorld): Locator =>
  world.page.getByRole('list', { name: world.t('Games'), exact: true });
const heart = (world: BaseWorld, tile: Tile): Locator =>
  gameList(world).getByRole('button', {
    name: world.t('Favorite: {name}').replace('{name}', tile.name),
    exact: true,
  });

/** The member's favourite ids as the server keeps them. */
async function serverIds(world: FavouriteWorld): Promise<number[]> {
  const answer = await world.request.get('/wps/relay/MCSFE_getFavoriteGames', {
    headers: { Merchant: MERCHANT, Authorization: world.token ?? '' },
  });
  return ((await answer.json()) as { value: number[] }).value;
}

/** After a tap made while the ids were loading, they are asked again once the server answered. */
async function expectIdsAskedAgain(world: FavouriteWorld): Promise<void> {
  if (world.scenario !== LOADING) return;
  await expect.poll(() => world.idsAsked(), { message: 'the ids are asked again' }).toBe(2);
}

export const favouriteToggleAdapter = defineAdapter<FavouriteWorld>({
  chart: 'favourite-toggle',
  machine: favouriteToggleMachine,
  input: inputFor(false, 'add', null),
  scenarioInputs: {
    [ADD]: inputFor(true, 'add', []),
    [REMOVE]: inputFor(true, 'remove', [...FAVOURITE_IDS]),
    [LOADING]: inputFor(true, 'add', null),
  },
  events: {
    [VISITOR]: [],
    [ADD]: [
      { type: 'xstate.done.actor.addFavourite' },
      { type: 'xstate.error.actor.addFavourite', error: refused },
    ],
    [REMOVE]: [
      { type: 'xstate.done.actor.removeFavourite' },
      { type: 'xstate.error.actor.removeFavourite', error: refused },
    ],
    [LOADING]: [
      { type: 'xstate.done.actor.addFavourite' },
      { type: 'xstate.error.actor.addFavourite', error: refused },
    ],
  },
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    const lang = base.lang.toUpperCase();
    const changes = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/MCSFE_(add|remove)FavoriteGameV2/,
      'favourite change',
    );
    const listed =
      path.scenario === REMOVE
        ? FAVOURITE_IDS.map((nodeId) => ({ nodeId, displayName: '' }))
        : (
            (await (
              await base.request.get(`${SLOTS_PAGE}&language=${lang}`, {
                headers: { Merchant: MERCHANT },
              })
            ).json()) as {
              value: { games: Array<{ nodeId: number; displayName: string }> };
            }
          ).value.games;
    let token: string | null = null;
    if (path.scenario !== VISITOR) {
      const session = await apiLogin(base.request, 'demo_player', 'Demo1234');
      token = session.token;
      await base.page.addInitScript(
        (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
        session,
      );
      // On the favourites screen both games are favourites; on the slot games the second tile's is,
      // so a filled heart shows the ids have arrived before the empty one is tapped.
      const favourites =
        path.scenario === REMOVE
          ? [...FAVOURITE_IDS].reverse()
          : path.scenario === ADD
            ? [listed[1]?.nodeId ?? 0]
            : [];
      for (const nodeId of favourites) {
        const answer = await base.request.post('/wps/relay/MCSFE_addFavoriteGameV2', {
          headers: { Merchant: MERCHANT, Authorization: token },
          data: { nodeId },
        });
        expect(answer.ok(), `favourite ${nodeId} added`).toBe(true);
      }
    }
    // The member's ids: the first request waits (they are still loading when the heart is tapped,
    // and the tap cancels it); any later one, the ids asked again, goes through.
    let idsAsked = 0;
    await base.page.route(/\/wps\/relay\/MCSFE_getFavoriteGames(\?|$)/, async (route) => {
      idsAsked += 1;
      if (idsAsked > 1 || path.scenario !== LOADING) await route.continue();
    });
    if (path.scenario === REMOVE) {
      await base.page.goto(`/m/fav-games?lang=${lang}`);
    } else {
      await base.page.goto(`/m/slot-games?lang=${lang}`);
      await base.page
        .getByRole('list', { name: base.t('Choose a provider') })
        .getByRole('button', { name: new RegExp(`^${base.t('All games')}`) })
        .click();
    }
    // The first two tiles, named by their hearts ("Favorite: <name>").
    const prefix = base.t('Favorite: {name}').replace('{name}', '');
    const hearts = gameList(base).getByRole('button', { name: new RegExp(`^${prefix}`) });
    const tiles: Tile[] = [];
    for (const index of [0, 1]) {
      const label = (await hearts.nth(index).getAttribute('aria-label')) ?? '';
      tiles.push({ nodeId: listed[index]?.nodeId ?? 0, name: label.slice(prefix.length) });
    }
    const [tapped, other] = tiles as [Tile, Tile];
    if (path.scenario !== REMOVE)
      expect(tapped.name, 'the first tile is the first game the server lists').toBe(
        listed[0]?.displayName,
      );
    const otherIsFavourite = path.scenario === ADD || path.scenario === REMOVE;
    const world: FavouriteWorld = {
      ...base,
      scenario: path.scenario,
      token,
      changes,
      tapped,
      other,
      otherIsFavourite,
      idsAsked: () => idsAsked,
    };
    if (path.scenario === LOADING) {
      await expect.poll(() => idsAsked, { message: 'the ids are being asked for' }).toBe(1);
      await expect(heart(world, tapped)).toHaveAttribute('aria-pressed', 'false');
    } else if (token !== null) {
      // The member's ids have arrived: the favourite beside the tapped game shows a filled heart.
      await expect(heart(world, other)).toHaveAttribute('aria-pressed', 'true');
      await expect(heart(world, tapped)).toHaveAttribute(
        'aria-pressed',
        String(path.scenario === REMOVE),
      );
    }
    // The tap that starts the chart.
    await heart(world, tapped).click();
    return world;
  },
  states: {
    deciding: {
      words: 'heart tapped',
      unseen: 'the tap is decided in the same step: the login, nothing, an add or a removal',
    },
    sendingToLogin: {
      words: 'sent to the login',
      async see(world) {
        await expect(world.page).toHaveURL(/\/m\/login(\?|$)/);
        await expect(world.page.getByRole('dialog', { name: world.t('Login') })).toBeVisible();
        expect(world.changes.arrived, 'the server is not asked').toBe(0);
      },
    },
    skipped: {
      words: 'nothing to change',
      unseen:
        "a tap whose change already holds changes nothing on screen or on the server: there is nothing to see (the heart asks for the change its ids show, so a player meets it only by a tap racing the ids' arrival)",
    },
    adding: {
      words: 'heart on, adding',
      async see(world) {
        await world.changes.expectHeld();
        await expect(heart(world, world.tapped)).toHaveAttribute('aria-pressed', 'true');
      },
    },
    removing: {
      words: 'heart off, removing',
      async see(world) {
        await world.changes.expectHeld();
        // Out of the favourites list at once; the other favourite stays.
        await expect(heart(world, world.tapped)).toHaveCount(0);
        await expect(heart(world, world.other)).toHaveAttribute('aria-pressed', 'true');
      },
    },
    added: {
      words: 'added',
      async see(world) {
        await expect(heart(world, world.tapped)).toHaveAttribute('aria-pressed', 'true');
        // Added first, before the favourite the member had.
        await expect
          .poll(() => serverIds(world))
          .toEqual(
            world.otherIsFavourite
              ? [world.tapped.nodeId, world.other.nodeId]
              : [world.tapped.nodeId],
          );
        await expectIdsAskedAgain(world);
      },
    },
    removed: {
      words: 'removed',
      async see(world) {
        await expect(heart(world, world.tapped)).toHaveCount(0);
        await expect.poll(() => serverIds(world)).toEqual([world.other.nodeId]);
      },
    },
    failed: {
      words: 'refused: put back',
      async see(world) {
        await expect(
          world.page
            .getByRole('alert')
            .filter({ hasText: world.t('System upgrading, please try again later') }),
        ).toBeVisible();
        // As before the tap: the heart, the list and the server's ids.
        const wasFavourite = world.scenario === REMOVE;
        await expect(heart(world, world.tapped)).toHaveAttribute(
          'aria-pressed',
          String(wasFavourite),
        );
        await expect(heart(world, world.other)).toHaveAttribute(
          'aria-pressed',
          String(world.otherIsFavourite),
        );
        const others = world.otherIsFavourite ? [world.other.nodeId] : [];
        expect(await serverIds(world)).toEqual(
          wasFavourite ? [world.tapped.nodeId, ...others] : others,
        );
        await expectIdsAskedAgain(world);
      },
    },
  },
  on: {
    'xstate.done.actor.addFavourite': {
      words: () => 'the server adds it',
      cause: ({ changes }) => changes.answer({ kind: 'continue' }),
    },
    'xstate.error.actor.addFavourite': {
      words: () => 'the server refuses',
      cause: ({ changes }) => changes.answer({ kind: 'fulfil', status: 200, json: REFUSAL }),
    },
    'xstate.done.actor.removeFavourite': {
      words: () => 'the server removes it',
      cause: ({ changes }) => changes.answer({ kind: 'continue' }),
    },
    'xstate.error.actor.removeFavourite': {
      words: () => 'the server refuses',
      cause: ({ changes }) => changes.answer({ kind: 'fulfil', status: 200, json: REFUSAL }),
    },
  },
});
