import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFiles } from '../scripts/page-weight.mjs';
import { STYLE_ATTRIBUTES, styleAttributeHashes } from '../src/security/csp-hashes.mjs';
import { DIST } from './dist';

test('every built page carries a CSP without unsafe-inline scripts, allowing only known style attributes', () => {
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const policy = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1];
    expect(policy, file).toBeTruthy();
    const scriptSrc = policy?.match(/script-src([^;]*)/)?.[1] ?? '';
    expect(scriptSrc, file).not.toContain('unsafe-inline');
    for (const hash of styleAttributeHashes()) expect(policy, file).toContain(hash);
    for (const [, style] of html.matchAll(/\sstyle="([^"]*)"/g)) {
      expect(STYLE_ATTRIBUTES, `${file}: an inline style attribute the CSP does not allow`).toContain(style);
    }
  }
});

test('every inline script (the theme script in <head> too) is allowed by its hash, in the page and in _headers', () => {
  const headers = readFileSync(join(DIST, '_headers'), 'utf8');
  let count = 0;
  for (const file of htmlFiles()) {
    const html = readFileSync(file, 'utf8');
    const policy = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1] ?? '';
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=|application\/ld\+json/.test(attributes ?? '')) continue;
      const hash = `sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}`;
      expect(policy, `${file}: ${body?.slice(0, 60)}`).toContain(hash);
      expect(headers, `_headers: ${body?.slice(0, 60)}`).toContain(hash);
      count += 1;
    }
  }
  expect(count).toBeGreaterThan(100);
});

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
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link').first().hover();
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
  });
}
