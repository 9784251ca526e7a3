import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { frontmatter } from './content-files';

const releases = frontmatter<{ title: string; pdf?: string }>('press');

test('the newsroom shows releases, the news, the media contact and media resources', async ({ page }) => {
  const response = await page.goto('/press');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const list = page.locator('[data-press-releases]');
  for (const release of releases) await expect(list.locator(`a[href="/press/${release.id}"]`)).toHaveCount(1);
  const news = page.locator('[data-press-news] a');
  await expect(news).toHaveCount(5);
  for (const link of await news.all()) await expect(link).toHaveAttribute('href', /^https:\/\//);
  const contact = page.locator('section[aria-labelledby="media-contact-heading"]');
  await expect(contact.locator('a[href^="mailto:"]')).toBeVisible();
  const buttons = page.locator('[data-media-resources] button');
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) await expect(button).toHaveAttribute('type', 'button');
});

for (const release of releases) {
  test(`/press/${release.id} is a page with the release${release.data.pdf ? ' and its PDF' : ''}`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(`/press/${release.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(release.data.title);
    await expect(page.locator('article time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    if (release.data.pdf) {
      expect(existsSync(resolve(import.meta.dirname, '..', 'public', release.data.pdf.slice(1)))).toBe(true);
      await expect(page.locator(`a[href="${release.data.pdf}"]`)).toBeVisible();
      const pdf = await request.get(release.data.pdf);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
}
