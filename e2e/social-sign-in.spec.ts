import { expect, test } from './fixtures';
import { configureSite, resetSite } from './dev-controls';

// Requirements A2.8 "Login", requirements A6: social buttons need an initialised sign-in service as well as their
// flag. The production build registers no provider, so even with every flag on none shows.
const FLAGS = ['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'LINELOGIN3'];

test.describe('social sign-in', () => {
  test.afterEach(async ({ request }) => resetSite(request));

  test('the login popup shows no social button by default, even with the social flags on', async ({
    page,
    request,
  }) => {
    await configureSite(request, {
      whitelabel: FLAGS.map((moduleId) => ({ moduleId, enabled: true })),
    });
    // The status the page starts from carries the flags switched on.
    const status = page.waitForResponse((response) =>
      response.url().includes('/wps/system/status'),
    );
    await page.goto('/m/login?lang=EN');
    const body = (await (await status).json()) as {
      value: { info: { whitelabel: { moduleId: string; enabled: boolean }[] } };
    };
    const on = body.value.info.whitelabel
      .filter((node) => node.enabled)
      .map((node) => node.moduleId);
    expect(on).toEqual(expect.arrayContaining(FLAGS));

    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(login.getByRole('button', { name: /^Sign in with/ })).toHaveCount(0);
    await expect(login.getByRole('group', { name: 'Or sign in with' })).toHaveCount(0);
  });
});
