import { expect, test, type Page } from '@playwright/test';
import { afterNextFrame, browserIdle, trackScripts } from './support/browser';

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const total = (page: Page) => page.getByRole('status', { name: 'Estimated monthly cost' });
const box = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const message = async (page: Page, label: string) => {
  const id = await box(page, label).getAttribute('aria-describedby');
  return page.locator(`[id="${id}"]`);
};

/** The plan prices a visitor can see, as "Basic $49 /month" lines. */
async function visiblePrices(page: Page, plan: string) {
  const shown: string[] = [];
  for (const price of ['$49', '$470', '$99', '$950']) {
    if (await card(page, plan).getByText(price, { exact: true }).isVisible()) shown.push(price);
  }
  return shown;
}

/** Holds the estimator's code back until `release()`, to act before the island hydrates. */
async function holdIsland(page: Page, name: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${name}\\.[^/]*\\.js$`), async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

test.describe('pricing page', () => {
  test('shows the plans of §9, monthly by default, with Professional recommended', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(await visiblePrices(page, 'Basic')).toEqual(['$49']);
    expect(await visiblePrices(page, 'Professional')).toEqual(['$99']);
    await expect(card(page, 'Basic').getByText('/month')).toBeVisible();
    await expect(card(page, 'Enterprise').getByText('Custom', { exact: true })).toBeVisible();

    await expect(card(page, 'Basic')).toContainText('1,000 SMS credits');
    await expect(card(page, 'Basic')).toContainText('2,000 email credits');
    await expect(card(page, 'Basic')).toContainText('1 user account');
    await expect(card(page, 'Professional')).toContainText('5,000 SMS credits');
    await expect(card(page, 'Professional')).toContainText('10,000 email credits');
    await expect(card(page, 'Professional')).toContainText('5 user accounts');
    await expect(card(page, 'Professional')).toContainText('Recommended');
    await expect(card(page, 'Basic')).not.toContainText('Recommended');
    await expect(card(page, 'Enterprise')).toContainText(/unlimited/i);
    await expect(card(page, 'Basic').getByRole('link')).toHaveAttribute('href', '/register');
    await expect(card(page, 'Enterprise').getByRole('link')).toHaveAttribute('href', '/contact');
  });

  test('the yearly switch shows $470 and $950 and Save 20%, hides the monthly prices, and back', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('radio', { name: /Yearly/ }).check();
    await expect(page.getByRole('radio', { name: 'Yearly Save 20%' })).toBeChecked();
    expect(await visiblePrices(page, 'Basic')).toEqual(['$470']);
    expect(await visiblePrices(page, 'Professional')).toEqual(['$950']);
    await expect(card(page, 'Basic').getByText('/year')).toBeVisible();
    await expect(card(page, 'Basic').getByText('/month')).toBeHidden();
    await expect(card(page, 'Professional').getByText('Save 20%')).toBeVisible();
    await expect(card(page, 'Enterprise').getByText('Custom', { exact: true })).toBeVisible();

    await page.getByRole('radio', { name: 'Monthly' }).check();
    expect(await visiblePrices(page, 'Basic')).toEqual(['$49']);
    await expect(card(page, 'Professional').getByText('Save 20%')).toBeHidden();
  });

  test('the switch works before any JavaScript loads, and requests none', async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto('/pricing');
    await browserIdle(page);
    await page.getByRole('radio', { name: /Yearly/ }).check();
    expect(await visiblePrices(page, 'Professional')).toEqual(['$950']);
    await page.getByRole('radio', { name: 'Monthly' }).check();
    expect(await visiblePrices(page, 'Professional')).toEqual(['$99']);
    await afterNextFrame(page);
    expect(scripts).toEqual([]);
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(0);
  });

  test('the switch works from the keyboard', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('radio', { name: 'Monthly' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await visiblePrices(page, 'Professional')).toEqual(['$950']);
  });

  test('the pay-as-you-go table lists every channel with its from price and discount threshold', async ({ page }) => {
    await page.goto('/pricing');
    const rows = {
      SMS: ['$0.01', '10K+'],
      Email: ['$0.005', '50K+'],
      Voice: ['$0.03', 'per minute', '1K+'],
      MMS: ['$0.05', '5K+'],
      Fax: ['$0.10', 'per page', '1K+'],
      Post: ['$0.50', 'per letter', '500+'],
    };
    const table = page.getByRole('table', { name: 'Pay-as-you-go rates per channel in US dollars' });
    for (const [channel, texts] of Object.entries(rows)) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: channel, exact: true }) });
      await expect(row).toContainText('from');
      for (const text of texts) await expect(row, `${channel} ${text}`).toContainText(text);
    }
    await expect(page.getByRole('link', { name: 'See SMS and voice prices for each country' })).toHaveAttribute(
      'href',
      '/pricing/sms',
    );
  });

  test('the FAQ answers the questions of §9', async ({ page }) => {
    await page.goto('/pricing');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('term')).toHaveCount(5);
    await expect(faq).toContainText(/next billing cycle/);
    await expect(faq).toContainText(/pay-as-you-go/);
    await expect(faq).toContainText(/do not roll over/);
    await expect(faq).toContainText(/no long-term contracts/i);
    await expect(faq).toContainText(/paid upfront/);
  });
});

test.describe('pricing page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch shows one period at a time, and both are reachable', async ({ page }) => {
    await page.goto('/pricing');
    expect(await visiblePrices(page, 'Basic')).toEqual(['$49']);
    expect(await visiblePrices(page, 'Professional')).toEqual(['$99']);
    await page.getByRole('radio', { name: /Yearly/ }).check();
    expect(await visiblePrices(page, 'Basic')).toEqual(['$470']);
    expect(await visiblePrices(page, 'Professional')).toEqual(['$950']);
    await expect(card(page, 'Professional').getByText('Save 20%')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    expect(await visiblePrices(page, 'Basic')).toEqual(['$49']);
    await expect(page.getByRole('row', { name: /SMS/ })).toContainText('$0.01');
  });

  test('the estimator says it needs JavaScript instead of showing dead boxes', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByText('The estimator needs JavaScript.')).toBeVisible();
    await expect(box(page, 'SMS messages per month')).toBeHidden();
    await expect(page.getByText('$0.00', { exact: true })).toHaveCount(0);
  });
});

test.describe('cost estimator', () => {
  test('loads nothing until it is used, then turns monthly volumes into a monthly cost', async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto('/pricing');
    await browserIdle(page);
    expect(scripts).toEqual([]);
    await expect(total(page)).toHaveText('Your estimate appears here as soon as you change a box.');

    await box(page, 'SMS messages per month').fill('10000');
    await box(page, 'Emails per month').fill('2,000');
    await expect(total(page)).toHaveText('$110.00');
    expect(scripts.length).toBeGreaterThan(0);
    await box(page, 'Voice minutes per month').fill('100');
    await box(page, 'MMS messages per month').fill('10');
    await box(page, 'Fax pages per month').fill('5');
    await box(page, 'Letters per month').fill('2');
    // 100 + 10 + 3 + 0.50 + 0.50 + 1
    await expect(total(page)).toHaveText('$115.00');
    const sms = await message(page, 'SMS messages per month');
    await expect(sms).toContainText('10,000 × $0.01 = $100.00');
    await expect(sms).toContainText(/Volume discounts start at 10,000/);
  });

  test('the destination country changes the SMS rate and the total', async ({ page }) => {
    await page.goto('/pricing');
    const country = page.getByLabel('Where your SMS messages go');
    await expect(country).toHaveValue('US');
    await box(page, 'SMS messages per month').fill('1000');
    await expect(total(page)).toHaveText('$10.00');
    await country.selectOption({ label: 'Germany' });
    await expect(await message(page, 'SMS messages per month')).toHaveText('1,000 × $0.085 = $85.00');
    await expect(total(page)).toHaveText('$85.00');
    await country.selectOption({ label: 'India' });
    await expect(total(page)).toHaveText('$12.00');
    // Other channels keep their own rate.
    await box(page, 'Emails per month').fill('1000');
    await expect(total(page)).toHaveText('$17.00');
  });

  test('what is typed and chosen before it hydrates is kept and computed, never a stuck $0.00', async ({ page }) => {
    const release = await holdIsland(page, 'Estimator');
    await page.goto('/pricing');
    await box(page, 'SMS messages per month').fill('250');
    await page.getByLabel('Where your SMS messages go').selectOption('GB');
    await afterNextFrame(page);
    await expect(total(page)).toHaveText('Your estimate appears here as soon as you change a box.');
    await expect(page.getByText('$0.00', { exact: true })).toHaveCount(0);
    release();
    await expect(total(page)).toHaveText('$10.00');
    await expect(box(page, 'SMS messages per month')).toHaveValue('250');
    await expect(page.getByLabel('Where your SMS messages go')).toHaveValue('GB');
    await expect(await message(page, 'SMS messages per month')).toHaveText('250 × $0.04 = $10.00');
  });

  const BAD_INPUT: [string, string, RegExp][] = [
    ['empty', '', /Enter a number/],
    ['negative', '-5', /can't be negative/],
    ['decimal', '12.5', /whole number/],
    ['non-numeric', 'lots', /digits only/],
    ['absurdly large', '1000000000000', /more than 100,000,000/],
    ['Infinity', 'Infinity', /digits only/],
    ['exponent', '1e9', /digits only/],
  ];
  for (const [name, input, expected] of BAD_INPUT) {
    test(`${name} input shows a clear message and never NaN or Infinity`, async ({ page }) => {
      await page.goto('/pricing');
      await box(page, 'Emails per month').fill('100');
      const sms = box(page, 'SMS messages per month');
      await sms.fill(input);
      await expect(sms).toHaveValue(input);
      await expect(sms).toHaveAttribute('aria-invalid', 'true');
      await expect(await message(page, 'SMS messages per month')).toHaveText(expected);
      await expect(total(page)).toHaveText(/Correct the highlighted boxes/);
      const text = await page.getByRole('region', { name: 'Estimate your monthly cost' }).innerText();
      expect(text).not.toMatch(/NaN|Infinity|undefined/);
      // The other channel keeps its own line, and fixing the bad box brings the total back.
      await expect(await message(page, 'Emails per month')).toContainText('= $0.50');
      await sms.fill('0');
      await expect(total(page)).toHaveText('$0.50');
    });
  }

  test('the message is tied to its box for screen readers', async ({ page }) => {
    await page.goto('/pricing');
    await box(page, 'SMS messages per month').fill('-1');
    await expect(await message(page, 'SMS messages per month')).toHaveText(/negative/);
  });
});
