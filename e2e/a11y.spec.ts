import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** One page of each marketing family, checked against WCAG 2.2 A and AA with axe-core. */
const PAGES = [
  '/products/sms',
  '/solutions/authentication',
  '/solutions/marketing/sms',
  '/resources',
  '/resources/videos',
  '/pricing',
  '/about',
  '/contact',
  '/blog',
  '/blog/webhook-best-practices',
  '/blog/category/guides',
  '/press',
  '/press/relaymark-completes-soc-2-type-ii-audit',
  '/careers',
  '/privacy',
  '/sitemap',
  '/forgot-password',
  '/dashboard/activity',
];

for (const path of PAGES) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });
}
