import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeHTML } from 'entities';
import { expect, test } from 'vitest';
import { LOCALES, localizedPath } from '../../src/i18n/locales';
import { NOT_FOUND_SECTIONS } from '../../src/lib/not-found';
import { DIST, sitemapRoutes } from '../support/built-site';
import { contentYamlIn } from '../support/content-files';

type Messages = { messages: Record<'product' | 'solution', { title: string; description: string }> };

const text = (html: string, pattern: RegExp) => decodeHTML(pattern.exec(html)?.[1]?.trim() ?? '');

// Cloudflare Pages answers a missing /products/x with the nearest 404.html up its folders
// (e2e/engine/not-found.spec.ts serves them): each section's message is in its HTML.
test('each section with a not-found message of its own has its 404 page in every language: that message, noindex, unlisted', () => {
  const listed = new Set(sitemapRoutes());
  const htmlSitemaps = LOCALES.map((locale) =>
    readFileSync(join(DIST, `${localizedPath(locale, '/sitemap')}.html`), 'utf8'),
  );
  const sections = Object.entries(NOT_FOUND_SECTIONS);
  expect(sections.length).toBeGreaterThanOrEqual(2);
  for (const locale of LOCALES) {
    const { messages } = contentYamlIn<Messages>(locale, 'site/not-found.yaml');
    for (const [section, kind] of sections) {
      const route = localizedPath(locale, `/${section}/404`);
      const html = readFileSync(join(DIST, `${route}.html`), 'utf8');
      expect(text(html, /<h1\b[^>]*>([^<]*)<\/h1>/), route).toBe(messages[kind].title);
      expect(text(html, /<p data-not-found-text\b[^>]*>([^<]*)<\/p>/), route).toBe(messages[kind].description);
      expect(html, route).toContain('<meta name="robots" content="noindex">');
      expect(html, route).not.toContain('rel="canonical"');
      expect(listed.has(route), route).toBe(false);
      for (const sitemap of htmlSitemaps) expect(sitemap, route).not.toContain(`href="${route}"`);
    }
  }
});
