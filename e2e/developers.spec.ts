import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, test } from '@playwright/test';
import { load as parseYaml } from 'js-yaml';
import { ENDPOINTS } from './support/api-endpoints';

const LANGUAGES = ['cURL', 'Node.js', 'Python', 'PHP', 'Ruby', 'Java', 'C#', 'Go'];

test('the OpenAPI document is valid OpenAPI 3.1 and is served as /openapi.json', async ({ request }) => {
  const document = parseYaml(
    readFileSync(resolve(import.meta.dirname, '../content/developers/openapi.yaml'), 'utf8'),
  ) as Record<string, unknown>;
  expect(document.openapi).toMatch(/^3\.1\./);
  const result = await new Validator().validate(document);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  const served = await request.get('/openapi.json');
  expect(served.ok()).toBe(true);
  expect(await served.json()).toEqual(JSON.parse(JSON.stringify(document)));
});

test('every endpoint of the spec appears under its product anchor on /developers/api', async ({ page }) => {
  await page.goto('/developers/api');
  for (const [anchor, endpoints] of Object.entries(ENDPOINTS)) {
    const section = page.locator(`section#${anchor}`);
    await expect(section, anchor).toHaveCount(1);
    // Each section is laid out as it nears the screen (content-visibility: auto): read it as a reader reaches it.
    await section.scrollIntoViewIfNeeded();
    const rows = async () =>
      (await section.getByRole('listitem').allInnerTexts()).map((row) => row.replace(/\s+/g, ' '));
    for (const endpoint of endpoints)
      await expect
        .poll(async () => (await rows()).some((row) => row.startsWith(`${endpoint} `)), `${anchor}: ${endpoint}`)
        .toBe(true);
  }
  await expect(page.getByText(/Bearer/).first()).toBeVisible();
  await expect(page.getByText(/Basic authentication/).first()).toBeVisible();
});

test('inline code in the reference pages shows as code, with no backticks drawn around it', async ({ page }) => {
  for (const route of ['/developers/api', '/developers/errors', '/developers/webhooks']) {
    await page.goto(route);
    const quoted = await page
      .locator('main :not(pre) > code')
      .evaluateAll((codes) =>
        codes
          .filter((code) =>
            ['::before', '::after'].some((side) => !['none', 'normal'].includes(getComputedStyle(code, side).content)),
          )
          .map((code) => code.textContent),
      );
    expect(await page.locator('main :not(pre) > code').count(), route).toBeGreaterThan(0);
    expect(quoted, route).toEqual([]);
  }
});

test('/developers/api#sms lands on the SMS section, and /developers leads to the reference', async ({ page }) => {
  await page.goto('/developers/api#sms');
  await expect(page.locator('section#sms')).toBeInViewport();
  await page.goto('/developers');
  await expect(page).toHaveURL(/\/developers\/api\/?$/);
});

test('each language tab shows its code, and the choice survives a reload and other pages', async ({ page }) => {
  await page.goto('/developers/api/sms');
  const first = page.locator('article').first();
  for (const language of LANGUAGES) {
    await first.getByRole('radio', { name: language, exact: true }).check({ force: true });
    const visible = first.locator('[data-code-panel]:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible.locator('code')).toContainText('/sms/send');
  }
  await first.getByRole('radio', { name: 'Python', exact: true }).check({ force: true });
  // Every example on the page follows the choice.
  await expect(page.locator('article').nth(2).getByRole('radio', { name: 'Python', exact: true })).toBeChecked();
  await page.reload();
  await expect(page.locator('article').first().getByRole('radio', { name: 'Python', exact: true })).toBeChecked();
  await expect(page.locator('article').first().locator('[data-code-panel]:visible code')).toContainText(
    'import requests',
  );
  await page.goto('/developers/api/email');
  await expect(page.locator('article').first().getByRole('radio', { name: 'Python', exact: true })).toBeChecked();
  await page.goto('/');
  await expect(page.getByRole('radio', { name: 'Python', exact: true })).toBeChecked();
});

// The context goes on to the next test (reuseContext): the clipboard permission must not.
test.afterEach(({ context }) => context.clearPermissions());

test('copy puts the code on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/developers/api/webhooks');
  const first = page.locator('article').first();
  await first.getByRole('radio', { name: 'Go', exact: true }).check({ force: true });
  await first.getByRole('button', { name: /Copy the Go example/ }).click();
  await expect(first.getByRole('button', { name: /Copied/ })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('package main');
  expect(copied).toContain('https://api.relaymark.com/v1/webhooks');
});

test('webhooks page: payload fields, the eleven events and the 2xx rule', async ({ page }) => {
  await page.goto('/developers/webhooks');
  const payload = page.getByRole('region', { name: 'sms.sent payload example' });
  for (const field of ['event', 'message_id', 'to', 'status', 'timestamp'])
    await expect(payload).toContainText(`"${field}"`);
  const events = page.getByRole('table', { name: 'Webhook events' }).getByRole('rowheader');
  await expect(events).toHaveText([
    'sms.sent',
    'sms.delivered',
    'sms.failed',
    'sms.reply',
    'email.sent',
    'email.delivered',
    'email.opened',
    'email.clicked',
    'voice.started',
    'voice.completed',
    'voice.failed',
  ]);
  await expect(page.getByText(/2xx/).first()).toBeVisible();
  await expect(page.getByText(/signature/i).first()).toBeVisible();
  await expect(page.getByText(/retr/i).first()).toBeVisible();
});

test('SDK and integration pages: install command and first message for each language; setup for each integration', async ({
  page,
}) => {
  for (const sdk of ['javascript', 'python', 'php', 'ruby', 'java', 'dotnet', 'go']) {
    await page.goto(`/developers/sdks/${sdk}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const section = (heading: string) =>
      page.locator('section', { has: page.getByRole('heading', { name: heading }) }).locator('code');
    await expect(section('Install')).not.toBeEmpty();
    await expect(section('Send your first message')).toContainText('+15551234567');
  }
  for (const name of ['zapier', 'slack', 'shopify', 'woocommerce', 'salesforce', 'hubspot']) {
    await page.goto(`/developers/integrations/${name}`);
    await expect(page.getByRole('heading', { name: 'Set it up' })).toBeVisible();
    expect(await page.locator('ol li').count()).toBeGreaterThanOrEqual(3);
  }
  await page.goto('/developers/sdks');
  await expect(
    page.getByRole('navigation', { name: 'Developer documentation' }).getByRole('link', { name: 'SDKs' }),
  ).toHaveAttribute('aria-current', 'page');
});

test.describe('site search', () => {
  for (const width of [1280, 375]) {
    test(`finds the webhooks page and the Post product at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/search');
      await page.getByRole('searchbox', { name: 'Search the site' }).fill('webhook');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const results = page.getByRole('main').getByRole('listitem');
      await expect(results.first()).toBeVisible();
      await expect(
        page.getByRole('main').locator('a[href="/developers/webhooks"], a[href="/developers/webhooks/"]').first(),
      ).toBeVisible();
      await expect(results.first().locator('p')).not.toBeEmpty();

      await page.goto('/search?q=postcard');
      await expect(
        page.getByRole('main').locator('a[href="/products/post"], a[href="/products/post/"]').first(),
      ).toBeVisible();
    });
  }
});

test('the /developers forwarder page sends the browser on for hosts that ignore _redirects', async ({ page }) => {
  await page.goto('/developers');
  await expect(page).toHaveURL(/\/developers\/api$/);
});
