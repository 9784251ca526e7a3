import { expect, test, type Page } from '@playwright/test';
import { freezeClock, wakeIsland, watchNavigations } from './support/browser';

const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function fillForm(page: Page, password: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel(/Company/).fill('Analytical Engines Ltd');
  await page.getByLabel('Password').fill(password);
}

test.describe('registration', () => {
  // Each check's message and order, whitespace and trimming: src/lib/registration-form.test.ts and
  // src/islands/auth/RegisterForm.test.tsx. Here, one refusal as a visitor meets it.
  test('checks the terms first, even when the password is also too short; on a phone the notice leaves the message under the box in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/register');
    await fillForm(page, 'short');
    // The button at the bottom of the screen, where a phone's notice appears.
    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.evaluate((button) =>
      window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 8),
    );
    await submit.click();
    const notice = notices(page).getByRole('listitem');
    await expect(notice.getByText('Terms Agreement Required')).toBeVisible();
    await expect(notice.getByText('Please agree to the Terms of Service and Privacy Policy.')).toBeVisible();
    await notice.evaluate((item) =>
      Promise.all(item.getAnimations({ subtree: true }).map((moving) => moving.finished)),
    );
    const message = page.getByRole('main').getByText('Please agree to the Terms of Service and Privacy Policy.');
    const [under, over] = [(await message.boundingBox())!, (await notice.boundingBox())!];
    expect(under.y + under.height, 'the message under the box ends above the notice').toBeLessThanOrEqual(over.y);
    await expect(notices(page).getByText('Weak Password')).toHaveCount(0);
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Password')).toHaveValue('short');
  });

  test('creates the account after exactly 1.5 s and lands on the dashboard', async ({ page }) => {
    await page.goto('/register');
    await wakeIsland(page, 'RegisterForm');
    await freezeClock(page);
    const navigations = watchNavigations(page);
    await fillForm(page, 'eightchr');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    const busy = page.getByRole('button', { name: 'Creating account...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    // The spec's 1.5 s: at 1,499 ms nothing has happened (no session, no page change) ...
    await page.clock.runFor(1499);
    expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBeNull();
    expect(navigations).toEqual([]);
    await expect(busy).toBeVisible();
    // ... and at 1,500 ms it has.
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.resume();
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('isLoggedIn'),
        sessionStorage.getItem('userEmail'),
        sessionStorage.getItem('userName'),
      ]),
    ).toEqual(['true', 'ada@example.com', 'Ada Lovelace']);
    await expect(notices(page).getByText('Account created!')).toBeVisible();
    await expect(notices(page).getByText('Your account has been successfully created.')).toBeVisible();
  });

  test('company is optional and the other fields are required; the password hint is shown', async ({ page }) => {
    await page.goto('/register');
    // Shown, not enforced (spec §5): src/lib/registration.test.ts takes a password of 8 without them.
    await expect(page.getByText(/letters, numbers and symbols/)).toBeVisible();
    for (const label of ['First name', 'Last name', 'Email', 'Password']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel(/Company/)).not.toHaveAttribute('required', '');
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
