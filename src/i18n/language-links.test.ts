import { describe, expect, it } from 'vitest';
import { wrongLanguageLinks } from './language-links';

const built = new Set(['/', '/pricing', '/es', '/es/pricing', '/blog/post', '/developers/api']);
const isPage = (path: string) => built.has(path);

describe('links of a translated page', () => {
  it('must lead to pages in its language where they exist', () => {
    const html =
      '<a href="/pricing#faq">x</a><a href="/es/pricing">ok</a><a href="/blog/post">English only</a>' +
      '<form action="/pricing"></form><a href="/pricing" hreflang="en" lang="en">English</a>';
    expect(wrongLanguageLinks('/es/pricing', html, isPage)).toEqual([
      { page: '/es/pricing', url: '/pricing#faq', reason: 'a link leads to English, but /es/pricing exists' },
      { page: '/es/pricing', url: '/pricing', reason: 'a link leads to English, but /es/pricing exists' },
    ]);
  });

  it("reads the paths an island's props carry", () => {
    const html =
      '<astro-island uid="a" props="{&quot;home&quot;:[0,&quot;/&quot;],&quot;x&quot;:[0,&quot;/developers/api&quot;]}">';
    expect(wrongLanguageLinks('/es', html, isPage)).toEqual([
      { page: '/es', url: '/', reason: "an island's props leads to English, but /es exists" },
    ]);
  });

  it('leaves English pages alone', () => {
    expect(wrongLanguageLinks('/pricing', '<a href="/pricing">x</a>', isPage)).toEqual([]);
  });
});
