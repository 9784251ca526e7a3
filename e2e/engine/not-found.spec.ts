import { expect, test } from '@playwright/test';
import { trackConsole } from '../support/browser';
import { contentYaml } from '../support/content-files';

test('an unknown product shows Product Not Found and logs the path', async ({ page }) => {
  const logs = trackConsole(page);
  const response = await page.goto('/products/carrier-pigeon');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
  await expect(page.getByText("The product you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect.poll(() => logs.some((line) => line.includes('/products/carrier-pigeon'))).toBe(true);
});

test('an unknown solution shows Solution Not Found and logs the path', async ({ page }) => {
  const logs = trackConsole(page);
  const response = await page.goto('/solutions/space-tourism');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solution Not Found');
  await expect(page.getByText("The solution you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect.poll(() => logs.some((line) => line.includes('/solutions/space-tourism'))).toBe(true);
});

test('any other unknown path shows Oops! Page not found with a link home', async ({ page }) => {
  const logs = trackConsole(page);
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect.poll(() => logs.some((line) => line.includes('/this/does/not/exist'))).toBe(true);
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

type NotFoundCopy = { messages: Record<'page' | 'product', { title: string }>; home: { label: string } };

test('an unknown path under a language answers 404 with that language’s page, which leads to that language’s home', async ({
  page,
}) => {
  const spanish = contentYaml<NotFoundCopy>('site/es/not-found.yaml');
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.messages.page.title);
  await page.getByRole('main').getByRole('link', { name: spanish.home.label }).click();
  await expect(page).toHaveURL(/\/es$/);

  const german = contentYaml<NotFoundCopy>('site/de/not-found.yaml');
  expect((await page.goto('/de/products/brieftaube'))?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.messages.product.title);
});
