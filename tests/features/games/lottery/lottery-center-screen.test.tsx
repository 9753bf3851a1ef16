import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useRouterState } from '@tanstack/react-router';
import type * as ClientModule from '../../../../src/api/client';
import type { InternalAxiosRequestConfig } from 'axios';
import { LotteryCenterScreen } from '../../../../src/features/games/lottery/components/lottery-center-screen';
import {
  parseLotteryCentreSearch,
  type LotteryCentreCategory,
} from '../../../../src/features/games/lottery/lottery-category';
import { clearSession, setSessionInfo } from '../../../../src/lib/storage';
import { renderInRouter } from '../../../helpers/render-in-router';
import { fail, ok, type Reply } from '../../../api/helpers/fake-adapter';

// The site's one client answers from `server.reply` (the real schemas read the answers).
const server = vi.hoisted(() => ({
  reply: (_config: InternalAxiosRequestConfig): Reply | Promise<Reply> => ({ data: null }),
  requests: [] as InternalAxiosRequestConfig[],
}));
vi.mock('../../../../src/api/client', async (original) => {
  const actual = await original<typeof ClientModule>();
  const { createApiEvents } = await import('../../../../src/api/events');
  const adapter = async (config: InternalAxiosRequestConfig) => {
    server.requests.push(config);
    const reply = await server.reply(config);
    return {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: '',
      headers: {},
      config,
      request: {},
    };
  };
  return { ...actual, api: actual.createApiClient({ adapter, events: createApiEvents() }) };
});

const SECOND = 1000;
const now = Date.now();
const draw = (numero: string, closesIn: number, drawsIn: number) => ({
  numero,
  closeAt: now + closesIn,
  drawAt: now + drawsIn,
});
const entry = (
  vendor: string,
  gameCode: string,
  gameName: string,
  fields: Record<string, unknown>,
) => ({
  vendor,
  gameCode,
  gameName,
  iconUrl: '',
  nodeId: Number(gameCode),
  gameId: `${vendor}-${gameCode}`,
  prizeMode: 'lottery',
  playType: null,
  last: null,
  ...fields,
});
const lott = {
  serverTime: now,
  list: [
    entry('LOTT', '1001', '5D Lotto', {
      playType: 'Tradition',
      current: draw('20270115-101', 125 * SECOND, 155 * SECOND),
      last: {
        numero: '20270115-100',
        drawAt: now - 25 * SECOND,
        result: ['3', '0', '7', '7', '1'],
      },
    }),
    entry('LOTT', '1002', 'Pick 3', {
      playType: 'Entertainment',
      current: draw('20270115-051', 30 * SECOND, 60 * SECOND),
    }),
    entry('TCG_SEA', '1003', 'Keno Asia', {
      prizeMode: 'SEA',
      current: draw('20270115-031', -5 * SECOND, 25 * SECOND),
    }),
  ],
};
const vnDraw = draw(
  '20270115-001',
  3 * 3600 * SECOND + 5 * SECOND,
  3 * 3600 * SECOND + 905 * SECOND,
);
const elott = {
  serverTime: now,
  list: [
    entry('TCG_LOTTO_VN', '2001', 'Lotto Hanoi', { prizeMode: 'elottery', current: vnDraw }),
    entry('ELOTT', '3001', 'Fast 3', {
      playType: 'Entertainment',
      prizeMode: 'elottery',
      current: draw('20270115-200', 400 * SECOND, 430 * SECOND),
    }),
  ],
};
const vn = {
  serverTime: now,
  regions: [
    {
      region: 'NORTH',
      name: 'North',
      draws: [
        {
          vendor: 'TCG_LOTTO_VN',
          gameCode: '2001',
          gameName: 'Lotto Hanoi',
          ...vnDraw,
          last: { numero: '20270114-001', drawAt: now - 20 * 3600 * SECOND, result: ['482913'] },
        },
      ],
    },
    { region: 'CENTRAL', name: 'Central', draws: [] },
  ],
};
// 5D Lotto is offered in both play types, Pick 3 in Entertainment only.
const lottMenu = {
  vendor: 'LOTT',
  menus: [
    {
      playType: 'Tradition',
      name: 'Tradition',
      games: [{ gameCode: '1001', gameName: '5D Lotto' }],
    },
    {
      playType: 'Entertainment',
      name: 'Entertainment',
      games: [
        { gameCode: '1001', gameName: '5D Lotto' },
        { gameCode: '1002', gameName: 'Pick 3' },
      ],
    },
  ],
};
const seaList = {
  serverTime: now,
  list: [
    {
      vendor: 'TCG_SEA',
      gameCode: '1003',
      gameName: 'Keno Asia',
      nodeId: 1003,
      gameId: 'TCG_SEA-1003',
      iconUrl: '',
      prizeMode: 'SEA',
      playTypes: [],
      drawIntervalSeconds: 300,
    },
  ],
};
const vendorOf = (vassalage: string, gameCategory: string) => ({
  vassalage,
  displayName: `${vassalage} name`,
  gameType: gameCategory,
  gameCategory,
});
const vendors = {
  sorting: [
    { gameCategory: 'LOTT', vendorNames: [] },
    { gameCategory: 'ELOTT', vendorNames: [] },
  ],
  vendors: {
    LOTT: [vendorOf('LOTT', 'LOTT'), vendorOf('TCG_SEA', 'LOTT')],
    ELOTT: [vendorOf('TCG_LOTTO_VN', 'ELOTT'), vendorOf('ELOTT', 'ELOTT')],
  },
  gameTypes: {},
};

function answer(overrides: Record<string, () => Reply | Promise<Reply>> = {}) {
  server.requests = [];
  server.reply = (config) => {
    const url = config.url ?? '';
    if (overrides[url]) return overrides[url]();
    if (url.endsWith('LOTTFE_lotteryCenter'))
      return ok(config.params.category === 'ELOTT' ? elott : lott);
    if (url.endsWith('LOTTFE_vnLotteryList')) return ok(vn);
    if (url.endsWith('GCSGAME_newGameVendor')) return ok(vendors);
    if (url.endsWith('LOTTFE_lotteryMenu') && config.params.vendor === 'LOTT') return ok(lottMenu);
    if (url.endsWith('LOTTFE_lotteryList') && config.params.vendor === 'TCG_SEA')
      return ok(seaList);
    // A launch that is still on its way: the test reads what was asked.
    if (url.endsWith('launchGame')) return new Promise<Reply>(() => undefined);
    return fail(404, 'not.found');
  };
}

async function open(category: LotteryCentreCategory = 'lott') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInRouter(
    () => (
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>
    ),
    { entries: [`/lotteryCenter?category=${category}`], paths: ['/login'] },
  );
}
// The screen follows the address, as the route does.
function Screen() {
  const search = useRouterState({
    select: (state) => state.location.search as Record<string, unknown>,
  });
  return <LotteryCenterScreen {...parseLotteryCentreSearch(search)} />;
}

const requestsTo = (path: string) => server.requests.filter((r) => r.url?.endsWith(path));
const signIn = () =>
  setSessionInfo({
    token: 'tok',
    merchantCode: 'bdbt',
    userName: 'demo_player',
    type: 1,
    firstTimeLogin: false,
  });
/** The vendors bring the prize modes: a Play before them would launch without. */
const vendorsLoaded = async () => {
  await screen.findByRole('heading', { name: '5D Lotto' });
  await waitFor(() => expect(requestsTo('GCSGAME_newGameVendor')).not.toHaveLength(0));
};
const row = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

afterEach(() => clearSession());

describe('lottery centre screen', () => {
  it('shows each lottery with its draw, a live countdown, closing soon, closed and the last result as balls', async () => {
    answer();
    await open();
    expect(await screen.findByRole('heading', { name: 'LOTT name' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'TCG_SEA name' })).toBeInTheDocument();

    const lotto = row('5D Lotto');
    expect(lotto).toHaveTextContent('Draw 20270115-101');
    expect(within(lotto).getByText(/Closes in/)).toBeInTheDocument();
    const timer = within(lotto).getByRole('timer');
    expect(timer).toHaveTextContent(/^02:0[45]$/);
    const balls = within(lotto).getByRole('list', { name: 'Last result 20270115-100' });
    expect(
      within(balls)
        .getAllByRole('listitem')
        .map((ball) => ball.textContent),
    ).toEqual(['3', '0', '7', '7', '1']);

    expect(within(row('Pick 3')).getByText(/Closing soon/)).toBeInTheDocument();
    expect(within(row('Pick 3')).getByText('No result yet')).toBeInTheDocument();
    expect(within(row('Keno Asia')).getByText(/Closed, drawing…/)).toBeInTheDocument();

    // The countdown moves on its own.
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    expect(timer).toHaveTextContent(/^02:0[34]$/);
  });

  it("a member's Play on a lottery offered in two play types asks which, then launches in the one chosen with its prize mode", async () => {
    signIn();
    answer();
    const { user } = await open();
    await vendorsLoaded();
    await user.click(screen.getByRole('button', { name: 'Play 5D Lotto' }));
    const choice = await screen.findByRole('dialog', { name: 'How do you want to play 5D Lotto?' });
    expect(requestsTo('LOTTFE_lotteryMenu').map((r) => r.params)).toEqual([
      expect.objectContaining({ vendor: 'LOTT' }),
    ]);
    expect(requestsTo('launchGame')).toEqual([]);
    await user.click(within(choice).getByRole('button', { name: 'Entertainment' }));
    await waitFor(() => expect(requestsTo('launchGame')).toHaveLength(1));
    expect(requestsTo('launchGame')[0]?.params).toMatchObject({
      vendor: 'LOTT',
      gameCode: '1001',
      playType: 'Entertainment',
      prizeMode: 'lottery',
    });
    expect(screen.getByRole('button', { name: 'Play 5D Lotto' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('closing the choice launches nothing; a lottery offered in one play type launches at once in it', async () => {
    signIn();
    answer();
    const { user } = await open();
    await vendorsLoaded();
    await user.click(screen.getByRole('button', { name: 'Play 5D Lotto' }));
    const choice = await screen.findByRole('dialog', { name: 'How do you want to play 5D Lotto?' });
    await user.click(within(choice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('launchGame')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Play Pick 3' }));
    await waitFor(() => expect(requestsTo('launchGame')).toHaveLength(1));
    expect(requestsTo('launchGame')[0]?.params).toMatchObject({
      vendor: 'LOTT',
      gameCode: '1002',
      playType: 'Entertainment',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a lottery without play types launches at once with its prize mode; a menu that fails to load launches in the default play type', async () => {
    signIn();
    answer();
    const first = await open();
    await vendorsLoaded();
    await first.user.click(screen.getByRole('button', { name: 'Play Keno Asia' }));
    await waitFor(() => expect(requestsTo('launchGame')).toHaveLength(1));
    expect(requestsTo('launchGame')[0]?.params).toMatchObject({
      vendor: 'TCG_SEA',
      gameCode: '1003',
      prizeMode: 'SEA',
    });
    expect(requestsTo('LOTTFE_lotteryMenu')).toEqual([]);
    first.unmount();

    answer({ '/wps/relay/LOTTFE_lotteryMenu': () => fail(500, 'server.error') });
    const { user } = await open();
    await vendorsLoaded();
    await user.click(screen.getByRole('button', { name: 'Play 5D Lotto' }));
    await waitFor(() => expect(requestsTo('launchGame')).toHaveLength(1));
    expect(requestsTo('launchGame')[0]?.params).toMatchObject({
      vendor: 'LOTT',
      gameCode: '1001',
      playType: 'Tradition',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the provider strip shows one provider's lotteries from the lottery list call, and all again", async () => {
    answer();
    const { user, router } = await open();
    // The site's provider strip (as on the game screens), with the category's vendors that have lotteries here.
    const strip = await screen.findByRole('group', { name: 'Providers' });
    await waitFor(() => expect(within(strip).getAllByRole('button')).toHaveLength(3));
    expect(within(strip).getByRole('button', { name: /^All providers/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(strip).getByRole('button', { name: /^TCG_SEA name/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ category: 'lott', vendor: 'TCG_SEA' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: '5D Lotto' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Keno Asia' })).toBeInTheDocument();
    expect(requestsTo('LOTTFE_lotteryList').map((r) => r.params)).toEqual([
      expect.objectContaining({ category: 'LOTT', vendor: 'TCG_SEA' }),
    ]);
    expect(screen.queryByRole('heading', { name: 'LOTT name' })).toBeNull();
    expect(within(strip).getByRole('button', { name: /^TCG_SEA name/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(strip).getByRole('button', { name: /^All providers/ }));
    expect(await screen.findByRole('heading', { name: '5D Lotto' })).toBeInTheDocument();
  });

  it("a visitor's Play goes to the login and launches nothing", async () => {
    answer();
    const { user, router } = await open();
    await user.click(await screen.findByRole('button', { name: 'Play Pick 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.requests.some((r) => r.url === '/wps/game/launchGame')).toBe(false);
    // Nothing asked before the login: not even the play types.
    expect(requestsTo('LOTTFE_lotteryMenu')).toEqual([]);
  });

  it('the e-lottery shows the Vietnam regions with their daily draws in hours, and no region twice', async () => {
    answer();
    await open('elott');
    expect(await screen.findByRole('heading', { name: 'Vietnam lotteries' })).toBeInTheDocument();
    const north = (await screen.findByRole('heading', { name: 'North' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(north).getByRole('heading', { name: 'Lotto Hanoi' })).toBeInTheDocument();
    expect(within(north).getByRole('timer')).toHaveTextContent(/^03:00:0[45]$/);
    expect(within(north).getByRole('list', { name: 'Last result 20270114-001' })).toHaveTextContent(
      '482913',
    );
    expect(within(north).getByRole('button', { name: 'Play Lotto Hanoi' })).toBeInTheDocument();
    const central = screen
      .getByRole('heading', { name: 'Central' })
      .closest('section') as HTMLElement;
    expect(within(central).getByText('No draws today')).toBeInTheDocument();
    // The Vietnam lotteries show under their regions only; the others under their vendor.
    expect(screen.getAllByRole('heading', { name: 'Lotto Hanoi' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'ELOTT name' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'TCG_LOTTO_VN name' })).toBeNull();
  });

  it('a failed load offers a retry; an empty category says so', async () => {
    let failing = true;
    answer({
      '/wps/relay/LOTTFE_lotteryCenter': () =>
        failing ? fail(500, 'server.error') : ok({ serverTime: now, list: [] }),
    });
    const { user } = await open();
    expect(
      await screen.findByRole('heading', { name: 'The lotteries could not be loaded' }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'No lotteries right now' }),
    ).toBeInTheDocument();
  });

  it('the category tabs switch between lottery and e-lottery', async () => {
    answer();
    const { user, router } = await open();
    expect(await screen.findByRole('tab', { name: 'Lottery', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'E-lottery' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'elott' }));
  });
});
