import { expect, test } from '@playwright/test';
import { freezeClock, wakeIsland, watchNavigations } from './support/browser';

const notices = (page: import('@playwright/test').Page) => page.getByRole('region', { name: /Notifications/ });

test.describe('sign-in', () => {
  test('shows Signing in... for exactly one second, then sets the session and lands on the dashboard with the notice', async ({
    page,
  }) => {
    await page.goto('/login');
    await wakeIsland(page, 'LoginForm');
    await freezeClock(page);
    const navigations = watchNavigations(page);
    await page.getByLabel('Email').fill('jane.doe@example.com');
    await page.getByLabel('Password').fill('hunter22');
    await page.getByRole('button', { name: 'Sign in' }).click();

    const busy = page.getByRole('button', { name: 'Signing in...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    // The spec's 1 s: at 999 ms nothing has happened (no session, no page change) ...
    await page.clock.runFor(999);
    expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBeNull();
    expect(navigations).toEqual([]);
    await expect(busy).toBeVisible();

    // ... and at 1,000 ms it has.
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.resume();
    const session = await page.evaluate(() => ({
      loggedIn: sessionStorage.getItem('isLoggedIn'),
      email: sessionStorage.getItem('userEmail'),
      name: sessionStorage.getItem('userName'),
    }));
    expect(session).toEqual({ loggedIn: 'true', email: 'jane.doe@example.com', name: 'Jane Doe' });
    await expect(notices(page).getByText('Success!')).toBeVisible();
    await expect(notices(page).getByText('You have successfully logged in.')).toBeVisible();
    await expect(page.getByText('Welcome back, Jane Doe.')).toBeVisible();
  });

  test('e-mail and password are required, the e-mail field is of type email, and it links to forgot-password', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    await expect(page.getByRole('link', { name: /forgot password/i })).toHaveAttribute('href', '/forgot-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  });

  test('remember me keeps the e-mail in localStorage and fills it in next time', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('remember.me@example.com');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('rememberedEmail'))).toBe('remember.me@example.com');
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveValue('remember.me@example.com');
    await expect(page.getByLabel('Remember me')).toBeChecked();
    // Put in by the page before the form's island wakes on the first touch; the island keeps it.
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => sessionStorage.getItem('userEmail'))).toBe('remember.me@example.com');
    expect(await page.evaluate(() => localStorage.getItem('rememberedEmail'))).toBe('remember.me@example.com');
  });
});
