import { expect, test } from '@playwright/test';
import { afterNextFrame, watchNavigations } from './support/browser';

// What the solution pages say is read from the build (e2e/files/solutions.test.ts); here, what a click does.

test('/solutions/authentication offers Get Started as a button that stays on the page', async ({ page }) => {
  await page.goto('/solutions/authentication');
  const hero = page.locator('section[aria-labelledby="page-heading"]');
  const button = hero.getByRole('button', { name: 'Get Started' });
  await expect(button).toHaveAttribute('type', 'button');
  await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  const before = page.url();
  const navigations = watchNavigations(page);
  await button.click();
  await afterNextFrame(page);
  expect(navigations).toEqual([]);
  expect(page.url()).toBe(before);
});
