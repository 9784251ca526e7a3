import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalPagesOnly } from './sitemap-canonical';

const SITE = 'https://www.example.com';
const dist = mkdtempSync(join(tmpdir(), 'sitemap-canonical-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const page = (path: string, head: string, body = '') => {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);
};
page('pricing.html', `<link rel="canonical" href="${SITE}/pricing">`);
page('es/pricing.html', `<link rel="canonical" href="${SITE}/es/pricing">`);
// Not translated yet: shown in English at its Spanish URL, it names the English page.
page('about.html', `<link rel="canonical" href="${SITE}/about">`);
page('es/about.html', `<link rel="canonical" href="${SITE}/about">`);
// A canonical link written in the body is not the page's: only <head> is read.
page('es/legal.html', '<meta name="robots" content="noindex">', `<link rel="canonical" href="${SITE}/legal">`);

const serialize = canonicalPagesOnly(dist);
const item = (url: string, links: string[] = []) => ({
  url: `${SITE}${url}`,
  links: links.map((link) => ({ url: `${SITE}${link}`, lang: link.startsWith('/es') ? 'es' : 'en' })),
});

describe('canonicalPagesOnly', () => {
  it('keeps a page that names itself, and one with no canonical link in its head', () => {
    expect(serialize(item('/pricing'))?.url).toBe(`${SITE}/pricing`);
    expect(serialize(item('/es/legal'))?.url).toBe(`${SITE}/es/legal`);
  });

  it('leaves out a page whose canonical is another page, and drops it from the language links', () => {
    expect(serialize(item('/es/about'))).toBeUndefined();
    expect(serialize(item('/about', ['/about', '/es/about']))?.links).toBeUndefined();
    expect(serialize(item('/pricing', ['/pricing', '/es/pricing']))?.links).toHaveLength(2);
  });
});
