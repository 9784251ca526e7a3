import { expect, test } from 'vitest';
import { builtPages, DIST } from '../support/built-site';
import { checkPage, type LinkCheckOptions } from '../../src/lib/link-check';

const SITE_ORIGINS = [
  'https://www.relaymark.com',
  ...(process.env.SITE_URL ? [new URL(process.env.SITE_URL).origin] : []),
];
const OPTIONS: LinkCheckOptions = { dist: DIST, siteOrigins: SITE_ORIGINS, allowMissing: new Set<string>() };

test('every internal href and src in dist/ resolves to a built file, and every #fragment to an element', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(40);
  const problems = pages.flatMap((page) => checkPage(page.route, page.html, OPTIONS));
  const report = problems.map((p) => `${p.page}: ${p.attribute}="${p.url}" (${p.reason})`);
  expect(report, report.join('\n')).toEqual([]);
});
