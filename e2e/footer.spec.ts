import { expect, test } from '@playwright/test';
import { PRODUCT_IDS } from './support/content-files';
import { afterNextFrame, watchNavigations } from './support/browser';

const FOOTER_LINKS = [
  '/about',
  '/careers',
  '/blog',
  '/press',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/sitemap',
  '/solutions/integrations',
  '/changelog',
  '/status',
  '/trust',
  ...PRODUCT_IDS.map((id) => `/products/${id}`),
];

test('the footer links every page the spec names', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of FOOTER_LINKS) {
    await expect(footer.locator(`a[href="${href}"]`), href).toHaveCount(1);
  }
});

test('the newsletter box is labelled and submitting it neither reloads nor errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByLabel('Your e-mail address');
  await expect(email).toHaveAttribute('type', 'email');
  await email.fill('reader@example.com');
  const navigations = watchNavigations(page);
  await email.press('Enter');
  await afterNextFrame(page);
  expect(navigations, 'after Enter').toEqual([]);
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  await subscribe.click();
  await afterNextFrame(page);
  // Nothing can submit: the button is a plain button and the field sits in no form.
  await expect(subscribe).toHaveAttribute('type', 'button');
  expect(await email.evaluate((field: HTMLInputElement) => field.form)).toBeNull();
  expect(navigations, 'after the click').toEqual([]);
  await expect(email).toHaveValue('reader@example.com');
  expect(errors).toEqual([]);
});
