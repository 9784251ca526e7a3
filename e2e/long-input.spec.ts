import { expect, test, type Page } from '@playwright/test';
import { contentYaml } from './support/content-files';
import { afterNextFrame, wakeIsland } from './support/browser';
import { holdIsland } from './support/islands';

/**
 * A word of 100,000 characters, typed or stored anywhere the site takes text, never reaches the
 * page whole: every field holds at most its maxlength, a stored value longer than the site writes
 * is ignored, and what is shown wraps. (Laid out whole, such a word froze the tab for seconds; how
 * long a page's tasks take is the benchmark's to measure, not a test's.)
 */
const WORD = 'x'.repeat(100_000);
/** The longest text the site keeps in storage (a carried notice's). */
const LONGEST_STORED = 2_000;

/** Every text field of the page holds at most its maxlength, and the page shows no longer run of the word than `shown`. */
async function expectBounded(page: Page, what: string, shown = LONGEST_STORED) {
  const unbounded = await page
    .locator('input:not([type=hidden], [type=checkbox], [type=radio], [type=submit]), textarea')
    .evaluateAll((fields) =>
      (fields as (HTMLInputElement | HTMLTextAreaElement)[])
        .filter((field) => field.maxLength < 0 || field.value.length > field.maxLength)
        .map((field) => `${field.name || field.id}: ${field.value.length} of ${field.maxLength}`),
    );
  expect(unbounded, `${what}: fields without a limit, or past it`).toEqual([]);
  const runs = (await page.locator('body').innerText()).match(/x+/g) ?? [];
  expect(Math.max(0, ...runs.map((run) => run.length)), `${what}: the longest run shown`).toBeLessThanOrEqual(shown);
}

/** Types the word into each field, one at a time, and submits the form if `submit` names its button. */
async function typeInto(page: Page, path: string, labels: (string | RegExp)[], submit?: string) {
  await page.goto(path);
  const main = page.getByRole('main');
  for (const label of labels) {
    await main.getByLabel(label, { exact: typeof label === 'string' }).fill(WORD);
    await expectBounded(page, `${path}: ${label}`);
  }
  if (submit) {
    await main.getByRole('button', { name: submit }).click();
    await expectBounded(page, `${path}: ${submit}`);
  }
}

test.describe('a 100,000-character word typed', () => {
  test('into sign-in, registration and password reset', async ({ page }) => {
    await typeInto(page, '/login', ['Email', 'Password'], 'Sign in');
    await typeInto(page, '/register', ['First name', 'Last name', 'Email', /^Company/, 'Password'], 'Create account');
    await typeInto(page, '/forgot-password', ['Email address']);
  });

  test('into compose, every channel’s fields; a full message says so', async ({ page }) => {
    await page.goto('/compose/email');
    await wakeIsland(page, 'Compose');
    await typeInto(page, '/compose/email', ['Email Address', 'Subject', /Message/], 'Send');
    // Typed while the form's code is still on its way (held, as on a slow phone): the note comes once it is there.
    const release = await holdIsland(page, 'Compose');
    await typeInto(page, '/compose/sms', ['Phone Number', /Message/]);
    await release();
    // An SMS takes 1,600 characters, as the API does.
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(WORD.slice(0, 1600));
    // The recipient's note says its own limit; the message's says the SMS's.
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: 'This field is full: it takes up to 1,600 characters.' }),
    ).toHaveCount(1);
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
    for (const box of await page.getByRole('textbox', { name: /email/i }).all()) {
      await box.fill(WORD);
      await expectBounded(page, '/blog: a newsletter box');
    }
  });

  test('into site search, and in its address', async ({ page }) => {
    await page.goto('/search');
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill(WORD);
    await box.press('Enter');
    await expect(page.getByRole('main').locator('[aria-live="polite"]')).not.toHaveText('Searching...');
    await expectBounded(page, '/search, typed');
    // As long a word as an address carries (Cloudflare answers 414 past 16 KB): shown as asked, wrapped.
    await page.goto(`/search?q=${WORD.slice(0, 15_000)}`);
    const status = page.getByRole('main').locator('[aria-live="polite"]');
    await expect(status).not.toHaveText(/^(|Searching\.\.\.)$/);
    expect(await status.evaluate((element) => getComputedStyle(element).overflowWrap)).toBe('anywhere');
  });
});

test.describe('a 100,000-character word stored', () => {
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
    await afterNextFrame(page);
    await expectBounded(page, `${path} with ${Object.keys(entries).join(', ')}`);
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
