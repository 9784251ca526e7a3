import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFiles, routeOf } from '../scripts/page-weight.mjs';
import { cspHash, STYLE_ATTRIBUTES, styleAttributeHashes } from '../src/security/csp-hashes.mjs';
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

/** dist/_headers as path -> Content-Security-Policy. */
function headerPolicies(): Map<string, string> {
  const policies = new Map<string, string>();
  let path = '';
  for (const line of readFileSync(join(DIST, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('/')) path = line.trim();
    const csp = /^\s+Content-Security-Policy: (.*)$/.exec(line)?.[1];
    if (csp) policies.set(path, csp);
  }
  return policies;
}

test('every inline script and style is allowed by its hash, in the page and in its section of _headers', () => {
  const headers = headerPolicies();
  // Cloudflare Pages reads at most 100 rules.
  expect(headers.size).toBeLessThanOrEqual(99);
  let count = 0;
  for (const file of htmlFiles()) {
    const route = routeOf(file);
    const section = route.split('/')[1];
    const served = route === '/404' ? [...headers.values()] : [headers.get(section ? `/${section}/*` : '/') ?? ''];
    if (section) expect(headers.get(`/${section}`), route).toBe(headers.get(`/${section}/*`));
    const html = readFileSync(file, 'utf8');
    const policy = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1] ?? '';
    const inline = [
      ...[...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/\ssrc=|application\/ld\+json/.test(attributes ?? ''))
        .map(([, , body]) => body ?? ''),
      ...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body ?? ''),
    ];
    for (const body of inline) {
      const hash = cspHash(body);
      expect(policy, `${route}: ${body.slice(0, 60)}`).toContain(hash);
      for (const csp of served) expect(csp, `_headers for ${route}: ${body.slice(0, 60)}`).toContain(hash);
      count += 1;
    }
  }
  expect(count).toBeGreaterThan(200);
});

test('_headers sends each section only its own pages\u2019 hashes, so the policy stays small', () => {
  const largest = Math.max(...[...headerPolicies().values()].map((csp) => csp.length));
  expect(largest).toBeLessThan(4000);
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
