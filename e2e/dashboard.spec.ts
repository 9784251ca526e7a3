import { expect, test, type Page } from '@playwright/test';

// The theme's --color-success, --color-danger and --color-info.
const GREEN = 'rgb(21, 128, 61)';
const RED = 'rgb(185, 28, 28)';
const BLUE = 'rgb(29, 78, 216)';

const notices = (page: Page, name = 'Notifications') => page.getByRole('region', { name: new RegExp(`^${name}`) });

test.describe('dashboard', () => {
  test('four stat cards, with + changes green and others red', async ({ page }) => {
    await page.goto('/dashboard');
    const stats = page.getByRole('region', { name: 'Usage this month' }).getByRole('listitem');
    await expect(stats).toHaveCount(4);
    for (const [index, label] of ['SMS Sent', 'Email Sent', 'Voice Minutes', 'Credit Balance'].entries()) {
      await expect(stats.nth(index)).toContainText(label);
      const change = stats.nth(index).locator('span.font-semibold');
      const text = (await change.textContent()) ?? '';
      const colour = await change.evaluate((el) => getComputedStyle(el).color);
      expect(colour, `${label} ${text}`).toBe(text.startsWith('+') ? GREEN : RED);
    }
  });

  test('recent activity colours statuses: Delivered, Opened, Completed green; Failed red; others blue', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const table = page.getByRole('table', { name: 'Recent Activity' });
    for (const heading of ['Type', 'Status', 'Recipient', 'Time'])
      await expect(table.getByRole('columnheader', { name: heading })).toBeVisible();
    const badges = table.locator('tbody td:nth-child(2) span');
    const count = await badges.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      const badge = badges.nth(index);
      const status = ((await badge.textContent()) ?? '').trim();
      const colour = await badge.evaluate((el) => getComputedStyle(el).color);
      const expected = ['Delivered', 'Opened', 'Completed'].includes(status) ? GREEN : status === 'Failed' ? RED : BLUE;
      expect(colour, status).toBe(expected);
    }
  });

  test('quick actions, reports, compose, schedules, docs and contact links', async ({ page }) => {
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    const quick = main.getByRole('region', { name: 'Quick Actions' });
    for (const [name, href] of [
      ['SMS', '/compose/sms'],
      ['Email', '/compose/email'],
      ['Voice', '/compose/voice'],
      ['Fax', '/compose/fax'],
    ] as const) {
      await expect(quick.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await expect(main.getByRole('link', { name: 'Manage schedules' })).toHaveAttribute('href', '/schedule');
    await expect(main.getByRole('link', { name: 'View Reports' })).toHaveAttribute('href', '/reports');
    await expect(main.getByRole('link', { name: 'Send New Message' })).toHaveAttribute('href', '/compose');
    await expect(main.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/developers/api');
    await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('region', { name: 'Scheduled Messages' }).getByRole('listitem').first()).toBeVisible();
  });

  test('is complete without a session and greets a signed-in person by name', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(/Welcome back,/)).toBeHidden();
    await page.evaluate(() => {
      sessionStorage.setItem('isLoggedIn', 'true');
      sessionStorage.setItem('userName', 'Grace Hopper');
    });
    await page.reload();
    await expect(page.getByText('Welcome back, Grace Hopper.')).toBeVisible();
  });

  test('a name is set apart from the words around it: a right-to-left override in it turns none of them', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.evaluate(() => {
      sessionStorage.setItem('isLoggedIn', 'true');
      sessionStorage.setItem('userName', 'Eve\u202E X');
    });
    await page.reload();
    const greeting = page.getByText(/^Welcome back,/);
    await expect(greeting).toBeVisible();
    // The name is a <bdi>: its direction stays inside it, and the sentence after it reads left to right.
    expect(
      await greeting.evaluate((element) =>
        [...element.childNodes].map((node) =>
          node.nodeName === 'BDI' ? `<bdi>${node.textContent}</bdi>` : node.textContent,
        ),
      ),
    ).toEqual(['Welcome back, ', '<bdi>Eve\u202E X</bdi>', '.', ' ']);
  });

  test('Sign out ends the session, keeps the remembered e-mail and lands on the sign-in page with the notice', async ({
    page,
  }) => {
    // Signed in through the form, with Remember me ticked.
    await page.goto('/login');
    await page.getByLabel('Email').fill('ada.lovelace@example.com');
    await page.getByLabel('Password').fill('analytical');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText('Welcome back, Ada Lovelace.')).toBeVisible();

    // At the top right of the page's content, above the heading.
    const signOut = page.getByRole('main').getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    const button = (await signOut.boundingBox())!;
    const title = (await page.getByRole('heading', { level: 1, name: 'Dashboard' }).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(title.y);
    expect(page.viewportSize()!.width - (button.x + button.width)).toBeLessThanOrEqual(32);
    await signOut.click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(notices(page).getByText('Signed out', { exact: true })).toBeVisible();
    await expect(notices(page).getByText('You have signed out of your account.')).toBeVisible();
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('isLoggedIn'),
        sessionStorage.getItem('userEmail'),
        sessionStorage.getItem('userName'),
        localStorage.getItem('rememberedEmail'),
      ]),
    ).toEqual([null, null, null, 'ada.lovelace@example.com']);
    // The form puts the remembered address back, as after any visit.
    await expect(page.getByLabel('Email')).toHaveValue('ada.lovelace@example.com');

    // The dashboard no longer greets anyone, and offers no sign-out.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(/Welcome back,/)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
    // The notice was shown once, on the page it was carried to.
    await expect(notices(page).getByText('Signed out', { exact: true })).toHaveCount(0);
  });

  test('Sign out is the first stop in the page from the keyboard, on a phone, and leads to the sign-in page in the page’s language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/es/reports');
    // Hidden with no one signed in: there is nothing to sign out of.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeHidden();
    await page.evaluate(() => {
      sessionStorage.setItem('isLoggedIn', 'true');
      sessionStorage.setItem('userEmail', 'grace.hopper@example.com');
      sessionStorage.setItem('userName', 'Grace Hopper');
    });
    await page.reload();
    const signOut = page.getByRole('button', { name: 'Cerrar sesión' });
    await expect(signOut).toBeInViewport();
    await page.getByRole('main').focus();
    await page.keyboard.press('Tab');
    await expect(signOut).toBeFocused();
    // The site's focus ring (global.css): 3 px solid.
    await expect(signOut).toHaveCSS('outline-style', 'solid');
    await expect(signOut).toHaveCSS('outline-width', '3px');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/es\/login$/);
    await expect(notices(page, 'Notificaciones').getByText('Sesión cerrada', { exact: true })).toBeVisible();
    await expect(notices(page, 'Notificaciones').getByText('Has cerrado sesión en tu cuenta.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBeNull();
  });
});
