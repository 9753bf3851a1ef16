import { expect, test } from './fixtures';

test.describe('installed web app', () => {
  // The suite blocks service workers (playwright.config.ts); these tests are about this one.
  test.use({ serviceWorkers: 'allow' });
  test('the page links a manifest that starts at /m/home within /m/, with PNG icons', async ({
    page,
    request,
  }) => {
    await page.goto('/m/home?lang=EN');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/m/manifest.webmanifest');
    const manifest = (await (await request.get(href ?? '')).json()) as {
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/m/home', scope: '/m/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      expect((await response.body()).subarray(1, 4).toString('ascii')).toBe('PNG');
    }
  });

  test('a reload without network starts from the cached shell and shows the offline notice', async ({
    page,
    context,
  }) => {
    await page.goto('/m/home?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    // The worker installs after the page has loaded and then takes control of it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    await expect(page.getByText('No internet connection')).toBeVisible();
    await context.setOffline(false);
  });
});
