import { expect, test, type Page } from '@playwright/test';
import { ISLAND_COMMITTED } from '../src/islands/shared/island-committed';
import { loadAsPrerender, READ_FOR_THE_PAINT } from './support/prerender';
import { afterNextFrame, browserIdle, trackConsole, wakeIsland } from './support/browser';

/**
 * Issue 43: a page the speculation rules prerendered takes, writes, reads the session and logs
 * nothing until it is shown (document.prerendering false, `prerenderingchange`); then it does what
 * a page loaded by a click does. The prerender is faked (e2e/prerender.ts); that the rules are
 * parsed and register the site's links is speculation-rules.spec.ts's.
 */

const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Everything a page does on its own once loaded has been done: its islands committed, the browser idle. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator(`astro-island[client="idle"]:not([${ISLAND_COMMITTED}])`)).toHaveCount(0);
  await browserIdle(page);
  await afterNextFrame(page);
}

test('a prerendered /dashboard takes the sign-in notice and reads the session only once shown, and shows the notice once', async ({
  page,
}) => {
  const drawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('notice drawn: ')) drawn.push(message.text());
  });
  await page.goto('/login');
  await wakeIsland(page, 'LoginForm');
  const prerender = await loadAsPrerender(page);
  await page.addInitScript(() => {
    const logged = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        if (!logged.has(toast)) console.log(`notice drawn: ${toast.querySelector('[data-title]')?.textContent ?? ''}`);
        logged.add(toast);
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.getByLabel('Email').fill('jane.doe@example.com');
  await page.getByLabel('Password').fill('hunter22');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Sign-in leaves the notice and the session in storage and goes to the dashboard, here a prerender.
  await page.waitForURL(/\/dashboard$/);
  await settled(page);

  expect(await prerender.actedBeforeShown()).toEqual(['local get relaymark:theme']);
  await expect(notices(page).getByText('Success!')).toHaveCount(0);
  await expect(page.getByText(/Welcome back/)).toBeHidden();
  expect(drawn).toEqual([]);

  await prerender.activate();
  await expect(notices(page).getByText('You have successfully logged in.')).toBeVisible();
  await expect(page.getByText('Welcome back, Jane Doe.')).toBeVisible();
  await browserIdle(page);
  expect(drawn).toEqual(['notice drawn: Success!']);
  expect(await page.evaluate(() => sessionStorage.getItem('notice:flash'))).toBeNull();
});

test('a prerendered /compose restores the draft only once shown: the one saved last, left as it is', async ({
  page,
}) => {
  await page.goto('/compose/sms');
  await wakeIsland(page, 'Compose');
  await page.getByLabel('Phone Number', { exact: true }).fill('+15550100');
  await page.getByRole('textbox', { name: /Message/ }).fill('First draft');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('compose:draft:sms'))).toContain('First draft');

  const prerender = await loadAsPrerender(page);
  await page.goto('/compose/sms');
  await settled(page);
  expect(await prerender.actedBeforeShown()).toEqual(['local get relaymark:theme']);
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('');

  // Meanwhile the visitor changes the draft on the page they are still on (signed out: no account's).
  const newer = JSON.stringify({ recipient: '+15550199', subject: '', message: 'Second draft', owner: '' });
  await page.evaluate((draft) => localStorage.setItem('compose:draft:sms', draft), newer);
  await prerender.activate();
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('Second draft');
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue('+15550199');
  expect(await page.evaluate(() => localStorage.getItem('compose:draft:sms'))).toBe(newer);
});

test('a prerendered /login fills in the remembered address only once shown', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('rememberedEmail', 'remember.me@example.com'));
  const prerender = await loadAsPrerender(page);
  await page.goto('/login');
  await settled(page);
  expect(await prerender.actedBeforeShown()).toEqual(['local get relaymark:theme']);
  await expect(page.getByLabel('Email')).toHaveValue('');

  await prerender.activate();
  await expect(page.getByLabel('Email')).toHaveValue('remember.me@example.com');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
});

test('a prerendered not-found page logs the missing path only once shown, once', async ({ page }) => {
  const errors = trackConsole(page, ['error']);
  const logged = () => errors.filter((message) => message.includes('/products/carrier-pigeon'));
  const prerender = await loadAsPrerender(page);
  await page.goto('/products/carrier-pigeon');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
  expect(await prerender.actedBeforeShown()).toEqual(['local get relaymark:theme']);
  expect(logged()).toEqual([]);

  await prerender.activate();
  await expect
    .poll(logged)
    .toEqual(['404 Error: User attempted to access non-existent route: /products/carrier-pigeon']);
});

test('a prerendered page paints in the remembered theme and code language, and takes up a change made before it is shown', async ({
  page,
}) => {
  await page.goto('/developers/api/sms');
  await page.evaluate(() => {
    localStorage.setItem('relaymark:theme', 'dark');
    localStorage.setItem('relaymark:code-language', 'python');
  });
  const prerender = await loadAsPrerender(page);
  await page.goto('/developers/api/sms');
  await settled(page);
  const language = (name: string) => page.locator('article').first().getByRole('radio', { name, exact: true });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(language('Python')).toBeChecked();
  expect(await prerender.actedBeforeShown()).toEqual(READ_FOR_THE_PAINT);

  // The visitor switches to the system's (light) theme and to Go on the page they are still on.
  await page.evaluate(() => {
    localStorage.removeItem('relaymark:theme');
    localStorage.setItem('relaymark:code-language', 'go');
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await prerender.activate();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await expect(language('Go')).toBeChecked();
});

/** One page of each kind that has scripts of its own, loaded with a session, a notice and drafts waiting. */
const WITH_SCRIPTS = [
  '/',
  '/es/pricing',
  '/de/contact',
  '/tools/sms-segment-calculator',
  '/search',
  '/register',
  '/forgot-password',
  '/de/dashboard',
  '/reports',
  '/schedule',
  '/es/compose/email',
];

test('no page acts before it is shown, whatever waits in storage', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.evaluate(() => {
    sessionStorage.setItem('isLoggedIn', 'true');
    sessionStorage.setItem('userName', 'Grace Hopper');
    sessionStorage.setItem('notice:flash', JSON.stringify({ kind: 'success', title: 'Waiting', from: 'elsewhere' }));
    localStorage.setItem(
      'compose:draft:email',
      JSON.stringify({ recipient: 'a@example.com', subject: 'S', message: 'M' }),
    );
  });
  const prerender = await loadAsPrerender(page);
  const acted: string[] = [];
  for (const route of WITH_SCRIPTS) {
    await page.goto(route);
    await settled(page);
    acted.push(...(await prerender.actedBeforeShown()).map((action) => `${route}: ${action}`));
  }
  expect(acted).toContain('/: local get relaymark:theme');
  expect(acted.filter((action) => !READ_FOR_THE_PAINT.some((read) => action.endsWith(`: ${read}`)))).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('notice:flash'))).toContain('Waiting');
});
