import { expect, test } from './fixtures';
import { configureSite, resetSite } from './dev-controls.ts';

// The three outcomes of start-up (requirements A2.7 "System status screens"), driven through /dev/site.
test.describe('status gating', () => {
  test.beforeEach(async ({ request }) => {
    await resetSite(request);
  });

  test('status 0 renders the app', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('a cold start asks for the status once: the early request of the first script is reused', async ({
    page,
  }) => {
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      // The client sends XHR (axios); the first script's early request is a fetch.
      if (new URL(request.url()).pathname === '/wps/system/status') {
        statusCalls.push(`${request.resourceType()} ${request.headers()['language'] ?? ''}`);
      }
    });
    await page.goto('/m/home?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(statusCalls).toEqual(['fetch EN']);
  });

  test('status 1 shows the maintenance screen with a way to retry', async ({ page, request }) => {
    await configureSite(request, { status: { maintenance: true } });
    await page.goto('/m/home?lang=EN');
    await expect(
      page.getByRole('heading', { name: 'The platform is under maintenance' }),
    ).toBeVisible();

    await configureSite(request, { status: { maintenance: false } });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('maintenance wins when maintenance and region restriction both apply', async ({
    page,
    request,
  }) => {
    await configureSite(request, {
      status: {
        maintenance: true,
        restriction: { countries: [], ipRanges: ['0.0.0.0/0', '::/0'] },
      },
    });
    await page.goto('/m/home?lang=EN');
    await expect(
      page.getByRole('heading', { name: 'The platform is under maintenance' }),
    ).toBeVisible();
  });

  test('status 2 shows the blocked screen with the detected IP', async ({ page, request }) => {
    await configureSite(request, {
      status: { restriction: { countries: [], ipRanges: ['0.0.0.0/0', '::/0'] } },
    });
    await page.goto('/m/home?lang=EN');
    await expect(
      page.getByRole('heading', { name: 'IP or location access restricted' }),
    ).toBeVisible();
    await expect(page.getByText('127.0.0.1')).toBeVisible();
  });

  test('a region restriction by country blocks too', async ({ page, request }) => {
    await configureSite(request, { status: { restriction: { countries: ['BD'], ipRanges: [] } } });
    await page.goto('/m/home?lang=EN');
    await expect(
      page.getByRole('heading', { name: 'IP or location access restricted' }),
    ).toBeVisible();
  });

  test('the screens are in Bengali by default', async ({ page, request }) => {
    await configureSite(request, { status: { maintenance: true } });
    await page.goto('/m/home');
    await expect(
      page.getByRole('heading', { name: 'প্ল্যাটফর্মটি রক্ষণাবেক্ষণের অধীনে আছে' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
  });

  test('a cached status renders at once and the background refresh applies the new one', async ({
    page,
    request,
  }) => {
    await page.goto('/m/home?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    await configureSite(request, { status: { maintenance: true } });
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'The platform is under maintenance' }),
    ).toBeVisible();
  });

  test('an unreadable status cache is ignored and the status fetched again', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('MC_SYSTEM_STATUS', '{not json'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
});
