import { expect, test } from '@playwright/test';
import { LOCALES, localeFromPath, localizedPath } from '../src/i18n/locales';
import { builtPages } from '../src/build/built-site';
import { frontmatter } from './content-files';
import { waitForIsland } from './support';

test('/about tells the story, the values and the leadership', async ({ page }) => {
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
  expect(await page.locator('section[aria-labelledby="values-heading"] li').count()).toBeGreaterThanOrEqual(3);
  expect(await page.locator('section[aria-labelledby="leadership-heading"] li').count()).toBeGreaterThanOrEqual(3);
});

test('/careers lists open roles with a way to apply', async ({ page }) => {
  const response = await page.goto('/careers');
  expect(response?.status()).toBe(200);
  const roles = page.locator('section[aria-labelledby="openings-heading"] li');
  expect(await roles.count()).toBeGreaterThan(0);
  await expect(roles.first().getByRole('link')).toHaveAttribute('href', /^mailto:careers@relaymark\.com\?subject=/);
});

const LEGAL: [string, string][] = [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
];
for (const [path, heading] of LEGAL) {
  test(`${path} is a real policy page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('time[datetime]')).toHaveCount(1);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
  });
}

test('/resources has six cards, each leading to a real page', async ({ page }) => {
  const response = await page.goto('/resources');
  expect(response?.status()).toBe(200);
  const cards = page.locator('[data-resource-cards] a');
  await expect(cards).toHaveCount(6);
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect([...hrefs].sort()).toEqual(
    ['api', 'community', 'documentation', 'help', 'tutorials', 'videos'].map((id) => `/resources/${id}`),
  );
  for (const href of hrefs) {
    const page2 = await page.context().newPage();
    const res = await page2.goto(href!);
    expect(res?.status(), href!).toBe(200);
    await expect(page2.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page2.locator('main section[id] li').count(), href!).toBeGreaterThan(1);
    await page2.close();
  }
});

test('/sitemap lists every page of the site, and each language’s sitemap every page in that language', async ({
  page,
}) => {
  const pages = builtPages().filter((built) => !/<meta http-equiv="refresh"/.test(built.html));
  for (const locale of LOCALES) {
    await page.goto(localizedPath(locale, '/sitemap'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const listed = new Set(
      await page.locator('[data-sitemap] a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    );
    // A forwarder page (/developers, answered with a 301 by the host) is not a page to list.
    const missing = pages
      .map((built) => built.route)
      .filter((path) => localeFromPath(path) === locale && !listed.has(path));
    expect(missing, locale).toEqual([]);
  }
  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
  for (const product of frontmatter<{ name: string }>('products')) {
    await expect(page.locator(`[data-sitemap] a[href="/products/${product.id}"]`)).toHaveText(product.data.name);
  }
});

test.describe('/forgot-password', () => {
  test('requires an e-mail address, then shows Sending... and a confirmation', async ({ page }) => {
    const response = await page.goto('/forgot-password');
    expect(response?.status()).toBe(200);
    // The form hydrates on first interaction: point at it, as a visitor would.
    await page.getByRole('main').getByRole('textbox').hover();
    await waitForIsland(page, 'ForgotPasswordForm');
    const email = page.getByLabel('Email address', { exact: true }).and(page.locator('#reset-email'));
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    const submit = page.getByRole('button', { name: 'Send reset link' });
    await submit.click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await email.fill('not-an-address');
    await submit.click();
    await expect(page.getByText(/valid email address/)).toBeVisible();
    await expect(email).toHaveValue('not-an-address');

    await email.fill('ada@example.com');
    await submit.click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    const done = page.locator('[data-reset-confirmation]');
    await expect(done).toContainText('If an account exists for ada@example.com');
    await expect(page.getByRole('main').locator('a[href="/login"]')).toBeVisible();
  });
});

test('/dashboard/activity shows every sample activity with coloured statuses', async ({ page }) => {
  const response = await page.goto('/dashboard/activity');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const headers = await page.locator('table thead th').allTextContents();
  expect(headers).toEqual(['Type', 'Status', 'Recipient', 'Time']);
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(12);
  const tones = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const badge = tr.querySelector('[data-status-tone]')!;
      return [badge.textContent?.trim(), badge.getAttribute('data-status-tone'), getComputedStyle(badge).color];
    }),
  );
  // The theme's --color-success, --color-danger and --color-info.
  const colours = { success: 'rgb(21, 128, 61)', danger: 'rgb(185, 28, 28)', info: 'rgb(29, 78, 216)' } as const;
  for (const [status, tone, css] of tones) {
    const expected = ['Delivered', 'Opened', 'Completed'].includes(status!)
      ? 'success'
      : status === 'Failed'
        ? 'danger'
        : 'info';
    expect(tone, status!).toBe(expected);
    expect(css, status!).toBe(colours[expected]);
  }
  await expect(page.locator('a[href="/dashboard"]').first()).toBeVisible();
});
