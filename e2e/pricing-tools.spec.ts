import { expect, test, type Page } from '@playwright/test';
import { browserIdle } from './support/browser';

const ratesTable = (page: Page) =>
  page.getByRole('table', { name: 'SMS and voice rates by destination country, in US dollars (sample figures)' });
const countryRows = (page: Page) => ratesTable(page).locator('tbody').getByRole('row');

test.describe('SMS and voice prices by country (/pricing/sms)', () => {
  test('lists at least 30 countries by their names, with rates and sender types', async ({ page }) => {
    await page.goto('/pricing/sms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SMS and voice prices by country');
    expect(await countryRows(page).count()).toBeGreaterThanOrEqual(30);
    const germany = countryRows(page).filter({ has: page.getByRole('rowheader', { name: 'Germany', exact: true }) });
    await expect(germany).toContainText('$0.085');
    const uk = countryRows(page).filter({ has: page.getByRole('rowheader', { name: 'United Kingdom', exact: true }) });
    await expect(uk).toContainText('$0.04');
    await expect(uk).toContainText('Alphanumeric sender ID');
  });

  test('the search box narrows the table and the sort buttons reorder it', async ({ page }) => {
    await page.goto('/pricing/sms');
    await page.getByLabel('Find a country').fill('germ');
    await expect(countryRows(page)).toHaveCount(1);
    await expect(countryRows(page).first().getByRole('rowheader')).toHaveText('Germany');
    await expect(page.getByText(/^Showing 1 of \d+ countries$/)).toBeVisible();
    await page.getByLabel('Find a country').fill('');
    const firstName = () => countryRows(page).first().getByRole('rowheader').textContent();
    expect(await firstName()).toBe('Argentina');
    await page.getByRole('button', { name: 'SMS sent, per segment' }).click();
    await expect(page.getByRole('columnheader', { name: 'SMS sent, per segment' })).toHaveAttribute(
      'aria-sort',
      /ascending|descending/,
    );
    expect(await firstName()).not.toBe('Argentina');
  });

  test('publishes its price range as structured data', async ({ page }) => {
    await page.goto('/pricing/sms');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { offers?: { lowPrice: string; highPrice: string; offerCount: number } },
    );
    const offers = data.find((item) => item.offers)?.offers;
    expect(offers?.offerCount).toBe(await countryRows(page).count());
    expect(Number(offers?.lowPrice)).toBeLessThan(Number(offers?.highPrice));
  });
});

test.describe('/pricing/sms with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('is a plain table of every country', async ({ page }) => {
    await page.goto('/pricing/sms');
    expect(await countryRows(page).count()).toBeGreaterThanOrEqual(30);
    await expect(page.getByText('Every country is listed in the table below, in alphabetical order.')).toBeVisible();
  });
});

const result = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('SMS segment calculator (/tools/sms-segment-calculator)', () => {
  // [case, text, encoding shown, segments, units]: the carriers' rules worked out by hand (GSM-7: 160
  // septets alone, 153 a segment, an extension character two; UCS-2: 70 UTF-16 units alone, 67 a segment).
  const cases: [string, string, string, number, number][] = [
    ['plain GSM-7 at the single-message limit', 'a'.repeat(160), 'GSM-7', 1, 160],
    ['GSM-7 one past the limit', 'a'.repeat(161), 'GSM-7', 2, 161],
    ['extension characters counting twice', `${'b'.repeat(78)}€{}`, 'GSM-7', 1, 84],
    ['a curly quote forcing UCS-2', `It’s ${'c'.repeat(66)}`, 'UCS-2 (Unicode)', 2, 71],
    ['emoji', `Hello 👋🏽 ${'d'.repeat(70)}`, 'UCS-2 (Unicode)', 2, 81],
  ];
  for (const [name, text, encoding, segments, units] of cases) {
    test(`${name}: ${encoding}, ${segments} segment(s), ${units} units`, async ({ page }) => {
      await page.goto('/tools/sms-segment-calculator');
      await page.getByLabel('Message text').fill(text);
      await expect(result(page, 'Encoding')).toHaveText(encoding);
      await expect(result(page, 'Segments')).toHaveText(String(segments));
      await expect(result(page, 'Counts as')).toContainText(String(units));
    });
  }

  test('marks the characters that force UCS-2 and prices the segments at the chosen country', async ({ page }) => {
    await page.goto('/tools/sms-segment-calculator');
    await page.getByLabel('Message text').fill('Café “quoted”');
    await expect(page.getByText('Characters that force UCS-2')).toBeVisible();
    await expect(page.locator('mark').filter({ hasText: '“' }).first()).toBeVisible();
    await expect(result(page, 'Cost per recipient')).toHaveText('1 × $0.01 = $0.01');
    await page.getByLabel('Destination country').selectOption({ label: 'Germany' });
    await expect(result(page, 'Cost per recipient')).toHaveText('1 × $0.085 = $0.085');
  });

  test('works as plain HTML and loads no script until the visitor types', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/tools/sms-segment-calculator');
    await browserIdle(page);
    expect(scripts).toEqual([]);
    await expect(page.getByLabel('Message text')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How segments are counted' })).toBeVisible();
  });
});
