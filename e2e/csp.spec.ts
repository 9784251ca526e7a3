import { expect, test } from '@playwright/test';
import { ISLAND_COMMITTED } from '../src/islands/shared/island-committed';
import { wakeHeader } from './support/browser';

// What the built pages' policies allow is checked on the files, in e2e/files/csp.test.ts.

for (const path of ['/compose', '/reports', '/schedule', '/login']) {
  test(`${path} raises no content-security-policy violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy: ${event.violatedDirective}`),
      );
    });
    await page.goto(path);
    // Islands that wait for the visitor: point at each, so their code loads too.
    const main = page.getByRole('main');
    for (const island of await main.locator('astro-island:is([client="touch"], [client="kept"])').all())
      await island.hover();
    await expect(main.locator(`astro-island:not([client="notices"]):not([${ISLAND_COMMITTED}])`)).toHaveCount(0, {
      timeout: 20_000,
    });
    await wakeHeader(page);
    await expect(page.getByRole('banner').locator('astro-island[data-replayed]')).toHaveCount(1);
    expect(violations).toEqual([]);
  });
}
