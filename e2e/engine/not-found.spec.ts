import { expect, test } from '@playwright/test';
import { trackConsole } from '../support/browser';
import { contentYaml, contentYamlIn } from '../support/content-files';
import type { Locale } from '../../src/i18n/locales';

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

type Messages = { messages: Record<'product' | 'solution', { title: string; description: string }> };

test.describe('with JavaScript off, the host answers from the section’s own 404.html', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown product reads Product Not Found and the spec’s text, with status 404, and leads home', async ({
    page,
  }) => {
    const response = await page.goto('/products/bogus');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
    await expect(page.getByText("The product you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown solution, or a page under one, reads Solution Not Found and the spec’s text, with status 404', async ({
    page,
  }) => {
    for (const path of ['/solutions/bogus', '/solutions/marketing/bogus']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Solution Not Found');
      await expect(
        page.getByText("The solution you're looking for doesn't exist or has been removed."),
        path,
      ).toBeVisible();
    }
  });

  for (const [path, locale, kind] of [
    ['/de/products/bogus', 'de', 'product'],
    ['/es/solutions/bogus', 'es', 'solution'],
  ] as const satisfies readonly (readonly [string, Locale, keyof Messages['messages']])[]) {
    test(`${path} reads its language’s ${kind} message, with status 404`, async ({ page }) => {
      const { title, description } = contentYamlIn<Messages>(locale, 'site/not-found.yaml').messages[kind];
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(description, { exact: true })).toBeVisible();
    });
  }

  test('any other unknown path, /products itself too, reads Oops! Page not found', async ({ page }) => {
    for (const path of ['/this/does/not/exist', '/products']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Oops! Page not found');
    }
  });
});
