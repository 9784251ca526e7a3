import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST } from './dist';

/** dist/_redirects answers 301 for the /developers forwarder, to where its meta refresh points. */
test('the build writes dist/_redirects from the /developers forwarder page', () => {
  const html = readFileSync(join(DIST, 'developers/index.html'), 'utf8');
  const target = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1];
  expect(target, 'the forwarder page still forwards').toBe('/developers/api');
  const rules = readFileSync(join(DIST, '_redirects'), 'utf8').trim().split('\n');
  expect(rules).toContain(`/developers ${target} 301`);
  expect(rules).toContain(`/developers/ ${target} 301`);
});

test('the browser forwarder still works for hosts that ignore _redirects', async ({ page }) => {
  await page.goto('/developers');
  await expect(page).toHaveURL(/\/developers\/api\/?$/);
});
