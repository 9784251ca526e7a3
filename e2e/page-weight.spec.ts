import { expect, test } from '@playwright/test';
import { htmlFiles, pageWeight } from '../scripts/page-weight.mjs';

const KB = 1024;
const ACCOUNT_ROUTES = /^\/(login|register|dashboard|compose|reports|schedule)(\/|$)/;

test('account routes load at most 100 KB of JavaScript (gzip), counting every module they can load', () => {
  const weights = htmlFiles()
    .map(pageWeight)
    .filter((weight) => ACCOUNT_ROUTES.test(weight.route));
  expect(weights.length).toBeGreaterThanOrEqual(10);
  for (const weight of weights) {
    expect(weight.js, `${weight.route}: ${weight.js} bytes of JavaScript`).toBeLessThanOrEqual(100 * KB);
  }
});
