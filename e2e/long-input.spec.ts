import { expect, test, type Page } from '@playwright/test';
import { contentYaml } from './content-files';
import { afterNextFrame, waitForIsland } from './support';

/**
 * A word of 100,000 characters, typed or stored anywhere the site takes text, never blocks the
 * page: every task the page runs stays under 200 ms, as the page's own PerformanceObserver
 * reports long tasks (a task of 50 ms or more), not as a clock in the test measures it.
 */
const WORD = 'x'.repeat(100_000);
const TASK_LIMIT_MS = 200;

/** Records the page's long tasks from its first script on, in every document it loads. */
async function recordLongTasks(page: Page) {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks since the page was loaded, or since `forget`. */
const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
const forget = (page: Page) =>
  page.evaluate(() => void ((window as unknown as { longTasks: number[] }).longTasks.length = 0));

/** Lets what the last action set off run, then requires every task since to have stayed under the limit. */
async function expectNoLongTask(page: Page, what: string) {
  await afterNextFrame(page);
  await afterNextFrame(page);
  const over = (await longTasks(page)).filter((duration) => duration >= TASK_LIMIT_MS);
  expect(over, `${what}: tasks of ${TASK_LIMIT_MS} ms or more`).toEqual([]);
}

/** Types the word into each field, one at a time, and submits the form if `submit` names its button. */
async function typeInto(page: Page, path: string, labels: (string | RegExp)[], submit?: string) {
  await page.goto(path);
  const main = page.getByRole('main');
  await forget(page);
  for (const label of labels) {
    await main.getByLabel(label, { exact: typeof label === 'string' }).fill(WORD);
    await expectNoLongTask(page, `${path}: ${label}`);
  }
  if (submit) {
    await main.getByRole('button', { name: submit }).click();
    await expectNoLongTask(page, `${path}: ${submit}`);
  }
}

test.describe('a 100,000-character word typed', () => {
  test.beforeEach(({ page }) => recordLongTasks(page));

  test('into sign-in, registration and password reset', async ({ page }) => {
    await typeInto(page, '/login', ['Email', 'Password'], 'Sign in');
    await typeInto(page, '/register', ['First name', 'Last name', 'Email', /^Company/, 'Password'], 'Create account');
    await typeInto(page, '/forgot-password', ['Email address']);
  });

  test('into compose, every channel’s fields; a full message says so', async ({ page }) => {
    await page.goto('/compose/email');
    await waitForIsland(page, 'Compose');
    await typeInto(page, '/compose/email', ['Email Address', 'Subject', /Message/], 'Send');
    await typeInto(page, '/compose/sms', ['Phone Number', /Message/]);
    // An SMS takes 1,600 characters, as the API does.
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(WORD.slice(0, 1600));
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /full/ })).toHaveText(
      'This field is full: it takes up to 1,600 characters.',
    );
  });

  test('into the contact form', async ({ page }) => {
    await typeInto(
      page,
      '/contact',
      [/^First name/, /^Last name/, /^Email address/, /^Company/, /^Message/],
      'Send message',
    );
  });

  test('into the pricing tools and the newsletter boxes', async ({ page }) => {
    await typeInto(page, '/tools/sms-segment-calculator', ['Message text']);
    // In German, its note says so in German, with the number as German writes it.
    const { full } = contentYaml<{ full: string }>('forms/de/forms.yaml');
    await typeInto(page, '/de/tools/sms-segment-calculator', ['Nachrichtentext']);
    await expect(page.getByRole('main').getByText(full.replace('{max}', '1.600'))).toBeVisible();
    await typeInto(page, '/pricing', ['SMS messages per month']);
    await page.goto('/blog');
    await forget(page);
    for (const box of await page.getByRole('textbox', { name: /email/i }).all()) {
      await box.fill(WORD);
      await expectNoLongTask(page, '/blog: a newsletter box');
    }
  });

  test('into site search, and in its address', async ({ page }) => {
    await page.goto('/search');
    await forget(page);
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill(WORD);
    await box.press('Enter');
    await expect(page.getByRole('main').locator('[aria-live="polite"]')).not.toHaveText('Searching...');
    await expectNoLongTask(page, '/search, typed');
    // As long a word as an address carries (Cloudflare answers 414 past 16 KB).
    await page.goto(`/search?q=${WORD.slice(0, 15_000)}`);
    await expect(page.getByRole('main').locator('[aria-live="polite"]')).not.toHaveText(/^(|Searching\.\.\.)$/);
    await expectNoLongTask(page, '/search, from the address');
  });
});

test.describe('a 100,000-character word stored', () => {
  test.beforeEach(({ page }) => recordLongTasks(page));

  /** Loads `path` with `entries` in storage, set before its first script runs. */
  async function loadWith(page: Page, path: string, area: 'local' | 'session', entries: Record<string, string>) {
    await page.goto('/');
    await page.evaluate(
      ([area, entries]) => {
        const store = area === 'local' ? localStorage : sessionStorage;
        for (const [key, value] of Object.entries(entries)) store.setItem(key, value);
      },
      [area, entries] as const,
    );
    await page.goto(path);
    await expectNoLongTask(page, `${path} with ${Object.keys(entries).join(', ')}`);
  }

  test('as the notice carried to the next page', async ({ page }) => {
    await loadWith(page, '/dashboard', 'session', {
      'notice:flash': JSON.stringify({ kind: 'success', title: WORD, description: WORD, from: 'elsewhere' }),
    });
  });

  test('as the session’s name and e-mail, and the remembered e-mail', async ({ page }) => {
    await loadWith(page, '/dashboard', 'session', { isLoggedIn: 'true', userName: WORD, userEmail: WORD });
    await loadWith(page, '/login', 'local', { rememberedEmail: WORD });
  });

  test('as a compose draft', async ({ page }) => {
    await loadWith(page, '/compose/sms', 'local', {
      'compose:draft:sms': JSON.stringify({ recipient: WORD, subject: WORD, message: WORD }),
    });
  });
});
