import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetSite } from './dev-controls';

// Issue 7: help centre, inbox, agent contract prompt and feedback against the reference server.

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/m/login?lang=EN');
  const login = dialog(page, 'Login');
  await login.getByRole('textbox', { name: 'Username' }).fill(username);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login).toBeHidden();
}

test.describe('member content', () => {
  test.afterEach(async ({ request }) => resetSite(request));

  test('help opens the entry by tag and by index', async ({ page }) => {
    await page.goto('/m/help?tag=terms&lang=EN');
    await expect(page.getByRole('tab', { name: 'Terms and conditions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: 'Eligibility' }),
    ).toBeVisible();
    await page.goto('/m/help?i=0&lang=EN');
    await expect(page.getByRole('tab', { name: 'About us' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('inbox: opening an unread message leaves one less', async ({ page }) => {
    await logIn(page, 'demo_player', 'Demo1234');
    await page.goto('/m/webEmail?lang=EN');
    await expect(page.getByRole('heading', { name: /Messages/ })).toContainText('3 unread');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: 'Unread' }) })
      .first()
      .getByRole('button')
      .click();
    // A message is marked read once it has been shown: going back before its text arrived leaves it
    // unread, as it should, so the test waits for the message before it goes back.
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Back to messages' }).click();
    await expect(page.getByRole('heading', { name: /Messages/ })).toContainText('2 unread');
    await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  });

  test('agent contract alert: go, then accept', async ({ page }) => {
    // Agents sign in on the agent login page (the member site refuses them).
    await page.goto('/m/agent?lang=EN');
    await page.getByRole('textbox', { name: 'Username' }).fill('demo_agent');
    await page.getByLabel('Password', { exact: true }).fill('Agent1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/agent\/home/);
    const alert = dialog(page, 'Contract awaiting acceptance');
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract/);
    await expect(page.getByRole('table', { name: 'Reward tiers' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The contract has been accepted.' }),
    ).toBeVisible();
  });

  test('feedback: too short keeps the text, a valid one is sent', async ({ page }) => {
    await logIn(page, 'demo_player', 'Demo1234');
    await page.goto('/m/feedback?lang=EN');
    const box = page.getByRole('textbox', { name: 'Your feedback' });
    await box.fill('short');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please write at least 10 characters.' }),
    ).toBeVisible();
    await expect(box).toHaveValue('short');
    await box.fill('The new lobby is fast and easy to use.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you for your feedback')).toBeVisible();
    await expect(box).toHaveValue('');
  });
});

test.describe('agent area', () => {
  test('the agent page refuses a member, and the agent home lists the contracts', async ({
    page,
  }) => {
    await page.goto('/m/agent?lang=EN');
    await page.getByRole('textbox', { name: 'Username' }).fill('demo_player');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Non-agents cannot log in' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('demo_player');
    await expect(page.getByRole('button', { name: 'Register now' })).toHaveCount(0);

    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill('demo_agent');
    await page.getByLabel('Password', { exact: true }).fill('Agent1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/agent\/home/);
    await dialog(page, 'Contract awaiting acceptance')
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('heading', { name: 'Welcome, demo_agent' })).toBeVisible();
    const contracts = page.getByRole('list', { name: 'Contracts' });
    await expect(contracts.getByRole('link', { name: /Daily salary contract/ })).toContainText(
      'Awaiting your acceptance',
    );
  });
});
