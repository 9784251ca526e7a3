import { expect, test, type Page } from '@playwright/test';
import { waitForIsland } from './support';

const card = (page: Page, id: string) => page.locator(`[data-plan="${id}"]`);
const price = (page: Page, id: string) => card(page, id).locator('[data-plan-price]');
const channel = (page: Page, id: string) => page.locator(`[data-estimator-channel="${id}"]`);
const total = (page: Page) => page.locator('[data-estimator-total]');

async function open(page: Page) {
  const response = await page.goto('/pricing');
  expect(response?.status()).toBe(200);
  await waitForIsland(page, 'Pricing');
}

test.describe('pricing page', () => {
  test('shows the plans of §9, monthly by default, with Professional recommended', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('radio', { name: /Monthly/ })).toHaveAttribute('aria-checked', 'true');
    await expect(price(page, 'basic')).toHaveText('$49');
    await expect(price(page, 'professional')).toHaveText('$99');
    await expect(card(page, 'basic').locator('[data-plan-period]')).toHaveText('/month');
    await expect(price(page, 'enterprise')).toHaveText('Custom');

    await expect(card(page, 'basic')).toContainText('1,000 SMS credits');
    await expect(card(page, 'basic')).toContainText('2,000 email credits');
    await expect(card(page, 'basic')).toContainText('1 user account');
    await expect(card(page, 'professional')).toContainText('5,000 SMS credits');
    await expect(card(page, 'professional')).toContainText('10,000 email credits');
    await expect(card(page, 'professional')).toContainText('5 user accounts');
    await expect(card(page, 'professional')).toContainText('Recommended');
    await expect(card(page, 'basic')).not.toContainText('Recommended');
    await expect(card(page, 'enterprise')).toContainText(/unlimited/i);
    await expect(card(page, 'basic').getByRole('link')).toHaveAttribute('href', '/register');
    await expect(card(page, 'enterprise').getByRole('link')).toHaveAttribute('href', '/contact');
  });

  test('the yearly toggle shows $470 and $950 and Save 20%, and back', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await expect(page.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
    await expect(price(page, 'basic')).toHaveText('$470');
    await expect(price(page, 'professional')).toHaveText('$950');
    await expect(card(page, 'basic').locator('[data-plan-period]')).toHaveText('/year');
    await expect(card(page, 'professional').getByText('Save 20%')).toBeVisible();
    await expect(price(page, 'enterprise')).toHaveText('Custom');

    await page.getByRole('radio', { name: /Monthly/ }).click();
    await expect(price(page, 'basic')).toHaveText('$49');
  });

  test('the toggle works from the keyboard', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: /Monthly/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(price(page, 'professional')).toHaveText('$950');
  });

  test('the pay-as-you-go table lists every channel with its from price and discount threshold', async ({ page }) => {
    await open(page);
    const rows = {
      sms: ['$0.01', '10K+'],
      email: ['$0.005', '50K+'],
      voice: ['$0.03', 'per minute', '1K+'],
      mms: ['$0.05', '5K+'],
      fax: ['$0.10', 'per page', '1K+'],
      post: ['$0.50', 'per letter', '500+'],
    };
    for (const [id, texts] of Object.entries(rows)) {
      const row = page.locator(`tr[data-rate="${id}"]`);
      await expect(row).toContainText('from');
      for (const text of texts) await expect(row, `${id} ${text}`).toContainText(text);
    }
  });

  test('the FAQ answers the questions of §9', async ({ page }) => {
    await open(page);
    const faq = page.locator('section[aria-labelledby="faq-heading"]');
    await expect(faq.locator('dt')).toHaveCount(5);
    await expect(faq).toContainText(/next billing cycle/);
    await expect(faq).toContainText(/pay-as-you-go/);
    await expect(faq).toContainText(/do not roll over/);
    await expect(faq).toContainText(/no long-term contracts/i);
    await expect(faq).toContainText(/paid upfront/);
  });
});

test.describe('pricing page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('both monthly and yearly prices are readable', async ({ page }) => {
    await page.goto('/pricing');
    await expect(card(page, 'basic')).toContainText('$49');
    await expect(card(page, 'basic')).toContainText('$470');
    await expect(card(page, 'professional')).toContainText('$99');
    await expect(card(page, 'professional')).toContainText('$950');
    await expect(page.getByText('Save 20%').first()).toBeVisible();
    await expect(page.locator('tr[data-rate="sms"]')).toContainText('$0.01');
  });
});

test.describe('cost estimator', () => {
  test('turns monthly volumes into a monthly cost from the §9 prices', async ({ page }) => {
    await open(page);
    await expect(total(page)).toHaveText('$0.00');
    await channel(page, 'sms').getByRole('textbox').fill('10000');
    await channel(page, 'email').getByRole('textbox').fill('2,000');
    await expect(total(page)).toHaveText('$110.00');
    await channel(page, 'voice').getByRole('textbox').fill('100');
    await channel(page, 'mms').getByRole('textbox').fill('10');
    await channel(page, 'fax').getByRole('textbox').fill('5');
    await channel(page, 'post').getByRole('textbox').fill('2');
    // 100 + 10 + 3 + 0.50 + 0.50 + 1
    await expect(total(page)).toHaveText('$115.00');
    await expect(channel(page, 'sms')).toContainText('10,000 × $0.01 = $100.00');
    await expect(channel(page, 'sms')).toContainText(/Volume discounts start at 10,000/);
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
  for (const [name, input, message] of BAD_INPUT) {
    test(`${name} input shows a clear message and never NaN or Infinity`, async ({ page }) => {
      await open(page);
      await channel(page, 'email').getByRole('textbox').fill('100');
      const box = channel(page, 'sms').getByRole('textbox');
      await box.fill(input);
      await expect(box).toHaveValue(input);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(channel(page, 'sms').locator('[data-estimator-message]')).toHaveText(message);
      await expect(total(page)).toHaveText(/Correct the highlighted boxes/);
      const text = await page.locator('section[aria-labelledby="estimator-heading"]').innerText();
      expect(text).not.toMatch(/NaN|Infinity|undefined/);
      // The other channel keeps its own line, and fixing the bad box brings the total back.
      await expect(channel(page, 'email')).toContainText('= $0.50');
      await box.fill('0');
      await expect(total(page)).toHaveText('$0.50');
    });
  }

  test('the message is tied to its box for screen readers', async ({ page }) => {
    await open(page);
    const box = page.getByLabel('SMS messages per month');
    await box.fill('-1');
    const describedBy = await box.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/negative/);
  });
});
