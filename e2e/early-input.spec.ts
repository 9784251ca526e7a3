import { expect, test as base, type CDPSession } from '@playwright/test';
import { holdIsland } from './support/islands';
import { afterNextFrame, afterNextFrameWithoutJavaScript } from './support/browser';

/**
 * Slow 3G on top (400 ms, 400 kbit/s), through Chrome DevTools. The conditions belong to the
 * DevTools session, which ends with the test: the page goes on to the next test (reuseContext).
 */
const test = base.extend<{ slow3G: () => Promise<void> }>({
  slow3G: async ({ page }, use) => {
    let session: CDPSession | undefined;
    await use(async () => {
      session = await page.context().newCDPSession(page);
      await session.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 400,
        downloadThroughput: 50_000,
        uploadThroughput: 50_000,
      });
    });
    await session?.detach();
  },
});

/**
 * Issue 14 item 5: what a visitor types before, during or without hydration is never lost and
 * never posted to the static host. The island's code is held back (as on a slow phone on 3G)
 * while the visitor types and submits; then it loads, and the typed values must still be there.
 */
const FORMS: { route: string; island: string }[] = [
  { route: '/contact', island: 'ContactForm' },
  { route: '/forgot-password', island: 'ForgotPasswordForm' },
  { route: '/login', island: 'LoginForm' },
  { route: '/register', island: 'RegisterForm' },
  { route: '/compose/sms', island: 'Compose' },
];

for (const { route, island } of FORMS) {
  test(`${route}: typing and submitting before hydration posts nothing and loses nothing`, async ({ page, slow3G }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(`${request.method()} ${request.url()}`);
    });
    await slow3G();
    const release = await holdIsland(page, island);
    await page.goto(route, { waitUntil: 'domcontentloaded' });

    const form = page.locator('main form').first();
    const field = form.getByRole('textbox').first();
    await expect(field).toBeEditable();
    await field.fill('typed before the page was ready');
    await field.press('Enter');
    const submit = form.getByRole('button', { name: /./ }).last();
    await submit.click();
    await afterNextFrame(page);
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    expect(posts).toEqual([]);

    await release();
    await expect(page.locator(`astro-island[component-url*="/${island}."]`).first()).not.toHaveAttribute('ssr', {
      timeout: 20_000,
    });
    // Enter in a textarea (compose's recipients) adds a line: the text itself must be intact.
    await expect(page.locator('main form').first().getByRole('textbox').first()).toHaveValue(
      /^typed before the page was ready\n?$/,
    );
    expect(posts).toEqual([]);
  });
}

test('a submit before hydration with a required field empty gets the browser message and no "will be sent" note; filled in, it is held and goes out', async ({
  page,
}) => {
  const release = await holdIsland(page, 'LoginForm');
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const island = page.locator('astro-island[component-url*="/LoginForm."]').first();
  const form = page.locator('main form').first();
  const email = form.getByRole('textbox', { name: 'Email' });
  await form.getByRole('button', { name: 'Sign in' }).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(island).not.toHaveAttribute('data-early-held');

  // Filled in, the same click is held, and the note says so.
  await email.fill('ada@example.com');
  await form.getByLabel('Password').fill('a long enough password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(island).toHaveAttribute('data-early-held');
  // Waited for to the end: a sign-in still under way would take the page from the next test.
  await release();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Success!')).toBeVisible();
});

test('with JavaScript off, the contact form does not post to the host', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(request.url());
  });
  await page.goto('/contact');
  const field = page.locator('main form').first().getByRole('textbox').first();
  await field.fill('written without JavaScript');
  await field.press('Enter');
  await afterNextFrameWithoutJavaScript(page);
  await expect(field).toHaveValue('written without JavaScript');
  expect(posts).toEqual([]);
  await context.close();
});

/** The island's code arrives after the Send (a slow phone on 3G): the held Send goes out once it has hydrated. */
test('a Send made before hydration is held with its note, then goes out and lands on the dashboard', async ({
  page,
}) => {
  const release = await holdIsland(page, 'Compose');
  await page.goto('/compose/sms', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByLabel('Phone Number', { exact: true }).fill('+15550100');
  await main.getByRole('textbox', { name: /Message/ }).fill('Sent before the page was ready');
  await main.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('astro-island[component-url*="/Compose."]').first()).toHaveAttribute('data-early-held');
  await release();
  await page.waitForURL('**/dashboard', { timeout: 10_000 });
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Message sent!')).toBeVisible();
});

test('a tab tapped before hydration shows at once that it was taken, and is chosen once the code arrives', async ({
  page,
}) => {
  const release = await holdIsland(page, 'Compose');
  await page.goto('/compose/sms', { waitUntil: 'domcontentloaded' });
  const email = page.getByRole('main').getByRole('tab', { name: 'Email', exact: true });
  await email.click();
  await expect(email).toHaveCSS('cursor', 'progress');
  await expect(email).toHaveCSS('opacity', '0.6');
  await release();
  await expect(email).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect(email).toHaveCSS('opacity', '1');
  await expect(email).not.toHaveCSS('cursor', 'progress');
});

/**
 * A tab tapped while the island's code is on its way does nothing yet, so the visitor goes on in the
 * form they see. Once it hydrates, that form stays: switching tabs now would take the field from
 * under their typing, and every key after the switch would be lost.
 */
test('a tab tapped before hydration, then typing in the form shown: the form stays and every key lands', async ({
  page,
}) => {
  const release = await holdIsland(page, 'Compose');
  await page.goto('/compose/sms', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Email', exact: true }).click();
  const message = main.getByRole('textbox', { name: /Message/ });
  await message.click();
  await page.keyboard.type('Typed before the code arrived, ');
  await release();
  await expect(page.locator('astro-island[component-url*="/Compose."]').first()).toHaveAttribute('data-replayed', '', {
    timeout: 20_000,
  });
  await page.keyboard.type('and after.');
  await expect(main.getByRole('tab', { name: 'SMS', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(message).toHaveValue('Typed before the code arrived, and after.');
});
