import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { htmlFiles, PSEUDO_DIST, routeOf } from '../support/built-site';
import { untranslatedInHtml } from '../support/pseudo-locale-html';

/**
 * Every page of the pseudo-localised build, in every language and the not-found pages too, has
 * only copy from content/ in its HTML: each text and accessible name, shown or not. What an
 * island's code shows, and what CSS shows at 1280 px, is scanned in a browser on the routes
 * listed in e2e/pseudo-locale.spec.ts.
 */
if (!existsSync(PSEUDO_DIST))
  throw new Error('dist-pseudo/ is missing: run `PSEUDO_LOCALE=1 npx astro build` first (npm test does)');
const files = htmlFiles(PSEUDO_DIST);

test('the pseudo-localised build has every page', () => {
  expect(files.length).toBeGreaterThan(200);
});

describe('every page of the pseudo-localised build has only copy from content/ in its HTML', () => {
  test.each(files.map((file) => [routeOf(file, PSEUDO_DIST), file]))('%s', (route, file) => {
    const found = untranslatedInHtml(readFileSync(file, 'utf8'));
    expect(found, `${route}: text not from content/`).toEqual([]);
  });
});
