import { describe, expect, it } from 'vitest';
import { canonicalPagesOnly } from './sitemap-canonical';
import { writtenSite } from './test-site';

const SITE = 'https://www.example.com';
const page = (head: string, body = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

/** The sitemap's serialize over a small built site. */
const serializer = () =>
  canonicalPagesOnly(
    writtenSite({
      'pricing.html': page(`<link rel="canonical" href="${SITE}/pricing">`),
      'es/pricing.html': page(`<link rel="canonical" href="${SITE}/es/pricing">`),
      // Not translated yet: shown in English at its Spanish URL, it names the English page.
      'about.html': page(`<link rel="canonical" href="${SITE}/about">`),
      'es/about.html': page(`<link rel="canonical" href="${SITE}/about">`),
      // A canonical link written in the body is not the page's: only <head> is read.
      'es/legal.html': page('<meta name="robots" content="noindex">', `<link rel="canonical" href="${SITE}/legal">`),
    }),
  );
const item = (url: string, links: string[] = []) => ({
  url: `${SITE}${url}`,
  links: links.map((link) => ({ url: `${SITE}${link}`, lang: link.startsWith('/es') ? 'es' : 'en' })),
});

describe('canonicalPagesOnly', () => {
  it('keeps a page that names itself, and one with no canonical link in its head', () => {
    const serialize = serializer();
    expect(serialize(item('/pricing'))?.url).toBe(`${SITE}/pricing`);
    expect(serialize(item('/es/legal'))?.url).toBe(`${SITE}/es/legal`);
  });

  it('leaves out a page whose canonical is another page, and drops it from the language links', () => {
    const serialize = serializer();
    expect(serialize(item('/es/about'))).toBeUndefined();
    expect(serialize(item('/about', ['/about', '/es/about']))?.links).toBeUndefined();
    expect(serialize(item('/pricing', ['/pricing', '/es/pricing']))?.links).toHaveLength(2);
  });
});
