import { is } from 'css-select';
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES, SPECULATION_RULES_TEXT } from './speculation-rules';

// The rules read as Chromium reads a document rule (the parts they use: and, not, href_matches as
// URL patterns relative to the page, selector_matches), on links of a page at /es/blog. That
// Chromium parses them and registers the links of real pages is e2e/speculation-rules.spec.ts's.

const PAGE = 'https://www.relaymark.com/es/blog';

type Predicate =
  | { and: readonly Predicate[] }
  | { not: Predicate }
  | { href_matches: string | readonly string[] }
  | { selector_matches: string };

function matches(predicate: Predicate, link: Element): boolean {
  if ('and' in predicate) return predicate.and.every((part) => matches(part, link));
  if ('not' in predicate) return !matches(predicate.not, link);
  if ('selector_matches' in predicate) return is(link, predicate.selector_matches);
  const href = new URL(link.attribs['href'] ?? '', PAGE).href;
  const patterns = typeof predicate.href_matches === 'string' ? [predicate.href_matches] : predicate.href_matches;
  return patterns.some((pattern) => new URLPattern(pattern, PAGE).test(href));
}

/** What the rules do with the page a link (written as HTML) leads to: [prefetched, prerendered]. */
function speculated(html: string): [boolean, boolean] {
  const link = parseDocument(html).children[0] as Element;
  return [
    SPECULATION_RULES.prefetch.some((rule) => matches(rule.where, link)),
    SPECULATION_RULES.prerender.some((rule) => matches(rule.where, link)),
  ];
}

describe('the speculation rules', () => {
  it('fetch a page at the pointer’s first touch and prerender it once the pointer rests or presses', () => {
    expect(SPECULATION_RULES.prefetch.map((rule) => rule.eagerness)).toEqual(['eager']);
    expect(SPECULATION_RULES.prerender.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(Object.keys(SPECULATION_RULES).toSorted()).toEqual(['prefetch', 'prerender']);
    expect(JSON.parse(SPECULATION_RULES_TEXT)).toEqual(SPECULATION_RULES);
  });

  it.each([
    '<a href="/pricing">',
    '<a href="/es/pricing">',
    '<a href="/de/blog/2">',
    '<a href="https://www.relaymark.com/products/sms">',
    '<a href="/search?q=sms">',
    '<a href="/">',
    '<a href="/pricing#faq">',
  ])('fetch and prerender a page of the site: %s', (link) => {
    expect(speculated(link)).toEqual([true, true]);
  });

  it.each([
    ['the editor', '<a href="/admin">'],
    ['the editor', '<a href="/admin/config.yml">'],
    ['a PDF', '<a href="/press/relaymark-completes-soc-2-type-ii-audit.pdf">'],
    ['the API description', '<a href="/openapi.json">'],
    ['the Postman collection', '<a href="/developers/relaymark.postman_collection.json">'],
    ['a feed', '<a href="/rss.xml">'],
    ['a feed', '<a href="/changelog/rss.xml">'],
    ['a text file', '<a href="/.well-known/security.txt">'],
    ['a download', '<a href="/pricing" download>'],
    ['an action', '<a href="/logout" rel="nofollow">'],
    ['another site', '<a href="https://status.relaymark.com/">'],
    ['mail', '<a href="mailto:press@relaymark.com">'],
  ])('leave out %s: %s', (_, link) => {
    expect(speculated(link)).toEqual([false, false]);
  });
});
