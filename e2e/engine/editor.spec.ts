import { expect, test } from '@playwright/test';
import { EDITOR_POLICY } from '../support/security-policy';
import { logCspViolations } from '../support/browser';

// The content editor as Cloudflare's runtime serves it from dist/: its own policy, never indexed.

test('/admin answers 200 with the editor’s own policy and noindex; its scripts, configuration and preview stylesheet come from the site', async ({
  request,
}) => {
  const page = await request.get('/admin', { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['content-security-policy']).toBe(EDITOR_POLICY);
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['x-frame-options']).toBe('DENY');
  const html = await page.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).not.toMatch(/<script[^>]+src="https?:/);

  for (const [path, type] of [
    ['/admin/sveltia-cms.js', 'javascript'],
    ['/admin/preview-style.js', 'javascript'],
    ['/admin/preview.css', 'css'],
    ['/admin/config.yml', 'yaml'],
  ] as const) {
    const file = await request.get(path, { maxRedirects: 0 });
    expect(file.status(), path).toBe(200);
    expect(file.headers()['content-type'], path).toContain(type);
    expect(file.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }
});

test('the editor starts under its policy with no violation and offers the working copy, with no account', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) violations.push(message.text());
  });
  await logCspViolations(page);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});
