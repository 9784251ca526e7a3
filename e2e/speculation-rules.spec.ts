import { expect, test } from '@playwright/test';
import { watchSpeculation } from './support/speculation';
import { logCspViolations, trackConsole } from './support/browser';

/**
 * The not-found pages' speculation rules (support/speculation.ts). Every other kind of page, in every
 * language, is checked on the crawl's visit (every-page.spec.ts), which fails on any console error
 * or CSP violation over the visit as this does.
 */
const NOT_FOUND = ['/no-such-page', '/es/no-such-page', '/de/no-such-page'];

for (const route of NOT_FOUND) {
  test(`${route}: its speculation rules are parsed, allowed and register its links to other pages`, async ({
    page,
  }) => {
    await logCspViolations(page);
    const errors = trackConsole(page, ['error']);
    const checkSpeculation = await watchSpeculation(page);
    await page.goto(route);
    await checkSpeculation(route);
    expect(errors.filter((error) => /Content Security Policy|CSP violation|speculation/i.test(error))).toEqual([]);
  });
}
