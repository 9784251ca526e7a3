import { expect, test, type Page } from '@playwright/test';
import { afterNextFrame, trackConsole, waitForIsland, watchNavigations } from './support/browser';

const form = (page: Page) => page.locator('form[aria-labelledby="contact-form-heading"]');

/** Opens /contact and wakes the form the way a visitor does, by pointing at it (it hydrates on first interaction). */
async function open(page: Page) {
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(200);
  await form(page).hover();
  await waitForIsland(page, 'ContactForm');
}

test('shows the three cards, two offices, the help center link and the 24-hour promise', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('[data-contact-card="email"] a[href^="mailto:"]')).toBeVisible();
  await expect(page.locator('[data-contact-card="phone"] a[href^="tel:"]')).toBeVisible();
  await expect(page.locator('[data-contact-card="phone"]')).toContainText('Mon-Fri 9am-5pm EST');
  const chat = page.locator('[data-contact-card="chat"]').getByRole('button');
  await expect(chat).toHaveAttribute('type', 'button');
  const before = page.url();
  const navigations = watchNavigations(page);
  await chat.click();
  await afterNextFrame(page);
  expect(navigations).toEqual([]);
  expect(page.url()).toBe(before);
  await expect(page.locator('section[aria-labelledby="offices-heading"] address')).toHaveCount(2);
  await expect(page.getByRole('main').locator('a[href="/resources/help"]')).toBeVisible();
  await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
});

test('the form has labelled fields, the five reasons and a five-row message box', async ({ page }) => {
  await open(page);
  const f = form(page);
  await expect(f.getByLabel('First name')).toHaveAttribute('required', '');
  await expect(f.getByLabel('Last name')).toHaveAttribute('required', '');
  await expect(f.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await expect(f.getByLabel('Email address')).toHaveAttribute('required', '');
  await expect(f.getByLabel(/Company/)).not.toHaveAttribute('required', '');
  await expect(f.getByLabel(/Reason/)).not.toHaveAttribute('required', '');
  await expect(f.getByLabel('Message')).toHaveAttribute('rows', '5');
  await expect(f.getByLabel('Message')).toHaveAttribute('required', '');
  const options = await f
    .getByLabel(/Reason/)
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]));
  expect(options.slice(1)).toEqual([
    ['sales', 'Sales Inquiry'],
    ['support', 'Technical Support'],
    ['billing', 'Billing Question'],
    ['partnership', 'Partnership Opportunity'],
    ['other', 'Other'],
  ]);
});

// Which field is named first, whitespace, the address's messages and re-checking while typing:
// src/lib/contact-form-state.test.ts. Here, one refusal as a visitor meets it.
test('missing required fields are named, nothing is logged and nothing typed is lost', async ({ page }) => {
  const logs = trackConsole(page, ['log']);
  await open(page);
  const f = form(page);
  await f.getByLabel(/Company/).fill('Acme Ltd');
  await f.getByLabel(/Reason/).selectOption('billing');
  await f.getByLabel('Message').fill('Please send me an invoice copy.');
  await f.getByRole('button', { name: 'Send message' }).click();

  await expect(f.getByRole('alert')).toBeVisible();
  await expect(f.getByText('Please enter your first name.')).toBeVisible();
  await expect(f.getByText('Please enter your last name.')).toBeVisible();
  await expect(f.getByText('Please enter your email address.')).toBeVisible();
  await expect(f.getByLabel('First name')).toBeFocused();
  await expect(f.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(f.getByLabel(/Company/)).toHaveValue('Acme Ltd');
  await expect(f.getByLabel(/Reason/)).toHaveValue('billing');
  await expect(f.getByLabel('Message')).toHaveValue('Please send me an invoice copy.');
  expect(logs.filter((line) => line.includes('Contact form'))).toEqual([]);
});

test('a complete form is logged to the console and confirmed to the person', async ({ page }) => {
  const messages: unknown[] = [];
  page.on('console', async (message) => {
    if (message.type() === 'log') messages.push(await Promise.all(message.args().map((arg) => arg.jsonValue())));
  });
  await open(page);
  const f = form(page);
  await f.getByLabel('First name').fill('Ada');
  await f.getByLabel('Last name').fill('Lovelace');
  await f.getByLabel('Email address').fill('ada@example.com');
  await f.getByLabel(/Reason/).selectOption('sales');
  await f.getByLabel('Message').fill('We send 50,000 SMS a month.');
  await f.getByRole('button', { name: 'Send message' }).click();

  const confirmation = page.locator('[data-contact-confirmation]');
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('Message sent!');
  await expect(confirmation).toContainText(/within 24 hours/);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message sent!')).toBeVisible();
  await expect
    .poll(() => messages)
    .toContainEqual([
      'Contact form submitted:',
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        reason: 'sales',
        message: 'We send 50,000 SMS a month.',
      },
    ]);
  await expect(f.getByLabel('First name')).toHaveValue('');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the form is a real form with labels', async ({ page }) => {
    await page.goto('/contact');
    await expect(form(page).getByLabel('First name')).toBeVisible();
    await expect(form(page).getByRole('button', { name: 'Send message' })).toHaveAttribute('type', 'submit');
  });
});
