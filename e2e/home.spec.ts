import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, logIn } from './member-session';

const banners = (page: Page) => page.getByRole('region', { name: 'Banners' });

test.describe('home screen', () => {
  test('banners rotate every 5 s, and a banner whose picture fails is left out', async ({
    page,
  }) => {
    await page.route('**/content/art/announcement/203-1.png', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    // Playwright's clock stands in for the 5,000 ms wait: the site keeps the spec's delay.
    await page.clock.install();
    await page.goto('/m/home?lang=EN');
    await expect(banners(page).getByRole('group', { name: '1 of 4' })).toBeVisible();
    await expect(banners(page).getByRole('img')).toHaveCount(1);
    await expect(banners(page).locator('img[src*="203-1.png"]')).toHaveCount(0);
    const first = banners(page).locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // Each 5 s step shows another slide (the clock also flows on its own, so compare, not count).
    const shown = () => banners(page).getByRole('group').getAttribute('aria-label');
    for (let step = 0; step < 2; step += 1) {
      const before = await shown();
      await page.clock.runFor(5_100);
      await expect.poll(shown).not.toBe(before);
    }
  });

  test('a section whose list comes back empty hides with its heading and All link', async ({
    page,
  }) => {
    // An operator's catalogue without new games (or a production start before any import).
    await page.route('**/wps/relay/GCSGAME_gameList*', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { value?: Record<string, unknown> };
      const value =
        body.value?.games === undefined
          ? body.value
          : { ...body.value, games: [], totalCount: 0, totalPages: 0 };
      await route.fulfill({ response: answer, json: { ...body, value } });
    });
    await page.goto('/m/home?lang=EN');
    await expect(page.getByRole('heading', { name: 'Get the app' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New games' })).toBeHidden();
    await expect(page.getByRole('link', { name: /^All \d+: New games$/ })).toBeHidden();
  });

  test('a cold start asks for the home banners once: the first script’s early request is reused', async ({
    page,
  }) => {
    const bannerCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The client sends XHR (axios); the first script's early request is a fetch.
      if (
        url.pathname === '/wps/relay/MCSFE_getListAnnouncements' &&
        url.searchParams.get('groupName') === 'm_home'
      ) {
        bannerCalls.push(`${request.resourceType()} ${url.searchParams.get('language') ?? ''}`);
      }
    });
    await page.goto('/m/home?lang=EN');
    await expect(banners(page).getByRole('img').first()).toBeVisible();
    expect(bannerCalls).toEqual(['fetch EN']);
  });

  test('the page names its first banner picture and its screen chunk in preloads, each downloaded once', async ({
    page,
  }) => {
    const html = await (await page.request.get('/m/home')).text();
    const preloaded = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(
      html,
    )?.[1];
    expect(preloaded).toBeTruthy();
    // The chunks the first script imports stay in the head, each named once (the build's
    // early-boot step once added a second link). Today the build keeps the first script's code in
    // its own file (build/first-load-parts.ts), so there may be none.
    const headPreloads = [
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((match) => match[1]);
    const boot = /<script type="module" async crossorigin src="([^"]+)">/.exec(html)?.[1];
    expect(boot).toBeTruthy();
    const bootCode = await (await page.request.get(boot ?? '')).text();
    const bootImports = [...bootCode.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
      (match) => `/m/assets/${match[1]}`,
    );
    expect(headPreloads.sort()).toEqual([...new Set(bootImports)].sort());
    // The home screen's own chunk (from the build manifest), named by the server, not by the build:
    // the first view (server/http/first-view.ts) lists it with the scripts it loads after the banner.
    const deferred = (
      /<div id="first-view"[^>]* data-modulepreload="([^"]*)"/.exec(html)?.[1] ?? ''
    ).split(' ');
    const chunk = deferred.find((href) => /^\/m\/assets\/home-[^/]+\.js$/.test(href));
    expect(chunk).toBeTruthy();
    expect(await (await page.request.get('/m/login')).text()).not.toContain(chunk ?? '-');
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url()).pathname;
      if (url === preloaded || url === chunk) fetched.push(url);
    });
    await page.goto('/m/home?lang=EN');
    await expect(banners(page).locator('img').first()).toHaveAttribute('src', preloaded ?? '');
    // The preloads and the page's own use share one download each.
    expect(fetched.sort()).toEqual([chunk, preloaded].sort());
  });

  test('the notice strip scrolls the notice titles, or says there are none', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    const track = page.getByRole('list', { name: 'Announcements' });
    await expect(track.getByRole('link').first()).toBeVisible();
    // The compositor moves the track (a CSS animation of 30 steps a second): read its computed transform.
    const shift = () => track.evaluate((element) => getComputedStyle(element).transform);
    const before = await shift();
    await expect.poll(shift).not.toBe(before);

    await page.route('**/MCSFE_getListAnnouncements?*', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { value: { player: unknown[] } };
      json.value.player = [];
      await route.fulfill({ response, json });
    });
    await page.reload();
    await expect(page.getByText('No announcements')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/m/webEmail',
    );
  });

  test('tapping a headline of the notice strip opens the announcements with that notice expanded', async ({
    page,
  }) => {
    await page.goto('/m/home?lang=EN');
    const track = page.getByRole('list', { name: 'Announcements' });
    await expect(track.getByRole('link').first()).toBeVisible();
    // The strip holds still under the pointer, so the headline under it is the one tapped: point
    // at the middle of the strip and tap whatever headline is there.
    const box = await track.locator('..').boundingBox();
    if (!box) throw new Error('the notice strip has no box');
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(middle.x, middle.y);
    const tapped = await page.evaluate(({ x, y }) => {
      const link = document.elementFromPoint(x, y)?.closest('a');
      return link ? { href: link.getAttribute('href') ?? '', title: link.textContent ?? '' } : null;
    }, middle);
    if (!tapped) throw new Error('no headline under the middle of the strip');
    await page.mouse.click(middle.x, middle.y);
    const index = /index=(\d+)$/.exec(tapped.href)?.[1] ?? '';
    expect(index).not.toBe('');
    await expect(page).toHaveURL(new RegExp(`/m/notice\\?index=${index}$`));
    const notice = page
      .getByRole('list', { name: 'Announcements' })
      .getByRole('button', { name: tapped.title });
    await expect(notice).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
  });

  test('the m_video banners show under the lobby, each following its link', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    const videos = page.getByRole('region', { name: 'Videos' });
    await videos.scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Videos' })).toBeVisible();
    await expect(videos.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(videos.locator('img')).toHaveCount(3);

    // Only the banner linked to a route of the site: a tap follows it.
    await page.route('**/MCSFE_getListAnnouncements?*', async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('groupName') !== 'm_video') return route.fallback();
      const response = await route.fetch();
      const json = (await response.json()) as { value: { banners: { id: number }[] } };
      json.value.banners = json.value.banners.filter((banner) => banner.id === 210);
      return route.fulfill({ response, json });
    });
    await page.reload();
    const only = page.getByRole('region', { name: 'Videos' });
    await only.scrollIntoViewIfNeeded();
    await only.getByRole('button', { name: 'Cricket highlights and tips' }).click();
    await expect(page).toHaveURL(/\/m\/sport-games$/);
  });

  test('free play: a visitor is refused with free_reject and stays; a member plays the game free', async ({
    page,
    request,
  }) => {
    const launches: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/wps/game/launchGame') launches.push(sent.url());
    });
    await page.goto('/m/home?lang=EN');
    const free = page.getByRole('button', { name: /^Free play: / }).first();
    await free.scrollIntoViewIfNeeded();
    await free.click();
    await expect(
      page.getByText('Free play is for member accounts: please log in with your account'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home\?lang=EN$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(launches).toEqual([]);

    const session = await apiLogin(request, 'demo_player', 'Demo1234');
    await page.evaluate(
      (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
      session,
    );
    await page.reload();
    const launch = page.waitForRequest(
      (sent) => new URL(sent.url()).pathname === '/wps/game/launchGame',
    );
    const memberFree = page.getByRole('button', { name: /^Free play: / }).first();
    await memberFree.scrollIntoViewIfNeeded();
    await memberFree.click();
    expect(new URL((await launch).url()).searchParams.get('freeplay')).toBe('1');
    // The member lands on the game page, in free play. The test ends on that page, not while the
    // browser is leaving the home (closing the context mid-navigation could hang its teardown).
    // The page has two live regions: the mode line and the result of a spin (still empty).
    await expect(page.getByRole('status').filter({ hasText: /^Free play/ })).toHaveText(
      'Free play: demo credits, no real money.',
    );
  });

  // Both are a member's screens: a visitor's tap passes their address only for the moment before the
  // member gate sends them to the login, so the entries are followed as a member, to screens that stay.
  test('quick entries lead to the voucher centre and the promo code', async ({ page, request }) => {
    await logIn(page, request);
    await page.goto('/m/home?lang=EN');
    await page.getByRole('link', { name: 'Deposit now, get more bonus' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Promo code' }).click();
    await expect(page).toHaveURL(/\/m\/promoCode$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promo code' })).toBeVisible();
  });

  test("a visitor's quick entry ends at the login", async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    await page.getByRole('link', { name: 'Promo code' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('row arrows scroll 3 cards at a time', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    const row = page.getByRole('list', { name: 'Hot games' });
    await expect(row.getByRole('listitem')).toHaveCount(20);
    const step = await row.evaluate((list) => {
      const card = list.firstElementChild as HTMLElement;
      return 3 * (card.offsetWidth + parseFloat(getComputedStyle(list).columnGap));
    });
    await page.getByRole('button', { name: 'Next games: Hot games' }).click();
    await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeCloseTo(step, -1);
    await page.getByRole('button', { name: 'Next games: Hot games' }).click();
    await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeCloseTo(2 * step, -1);
    await page.getByRole('button', { name: 'Previous games: Hot games' }).click();
    await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeCloseTo(step, -1);
  });

  test('the vendor list pages 9 at a time and shows its pager only over 3 vendors', async ({
    page,
  }) => {
    await page.goto('/m/home?lang=EN');
    const providers = page.getByRole('region', { name: 'Game providers' });
    await providers.scrollIntoViewIfNeeded();
    const panel = providers.getByRole('tabpanel');
    await expect(panel.getByRole('link')).toHaveCount(9);
    await expect(providers.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const firstName = await panel.getByRole('link').first().textContent();
    await providers.getByRole('button', { name: 'Next providers' }).click();
    await expect(providers.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(panel.getByRole('link').first()).not.toHaveText(firstName ?? '');
    // Live casino has two vendors: no pager.
    await providers.getByRole('tab', { name: 'Live casino' }).click();
    await expect(panel.getByRole('link')).toHaveCount(2);
    await expect(providers.getByRole('navigation', { name: 'Provider pages' })).toHaveCount(0);
  });
});

test.describe('home announcement popups', () => {
  test.use({ homePopups: true });

  test('a visitor sees the execution B popups once per visit', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup.locator('img')).toHaveAttribute('src', /\/403-1\.png$/);
    await popup.getByRole('button', { name: 'Next announcement' }).click();
    await expect(popup.locator('img')).toHaveAttribute('src', /\/404-1\.png$/);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Hot games' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a member sees the execution A popups', async ({ page, request }) => {
    const session = await apiLogin(request, 'demo_player', 'Demo1234');
    await page.addInitScript(
      (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
      session,
    );
    await page.goto('/m/home?lang=EN');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup.locator('img')).toHaveAttribute('src', /\/401-1\.png$/);
  });
});
