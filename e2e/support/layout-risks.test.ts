import { describe, expect, it } from 'vitest';
import { layoutRisk, riskiestPages } from './layout-risks';

const page = (main: string) => `<html><body><header>Header navigation words</header><main>${main}</main></body></html>`;

describe('what in a page can break its layout, read from its HTML', () => {
  it('counts tables, and measures the longest code line, word and image in main only', () => {
    const html = page(
      '<table><tr><td>a</td></tr></table><table></table>' +
        '<pre><code><span>const</span> x = &quot;1234&quot;;\nshort</code></pre>' +
        '<p>Zustellungs<em>benachrichtigung</em> and <a href="/x">a</a>link</p>' +
        '<img src="a.png" width="640" alt=""><img src="b.png" width="1200" alt="">',
    );
    expect(layoutRisk(html)).toEqual({ tables: 2, codeLine: 17, word: 27, image: 1200 });
  });

  it('breaks words where a line can break: spaces, hyphens, block elements', () => {
    expect(layoutRisk(page('<p>high-volume</p><p>senders</p><li>one</li><li>two</li>')).word).toBe(7);
  });

  it('finds nothing in a page of short text', () => {
    expect(layoutRisk(page('<p>Short words only.</p>'))).toEqual({ tables: 0, codeLine: 0, word: 5, image: 0 });
  });
});

describe('the riskiest pages of each route file', () => {
  it('picks per file the page with the most of each risk, the first route on a tie, and no more', () => {
    const posts = Array.from({ length: 50 }, (_, index) => ({
      route: `/blog/post-${String(index).padStart(2, '0')}`,
      group: 'blog/[id].astro',
      html: page('<p>An ordinary post with ordinary words.</p>'),
    }));
    const chosen = riskiestPages([
      ...posts,
      { route: '/blog/tables', group: 'blog/[id].astro', html: page('<table></table><table></table>') },
      { route: '/blog/table', group: 'blog/[id].astro', html: page('<table></table>') },
      { route: '/products/x', group: 'products/[id].astro', html: page('<table></table>') },
    ]);
    expect([...chosen.keys()].sort()).toEqual(['/blog/post-00', '/blog/tables', '/products/x']);
    expect(chosen.get('/blog/tables')).toEqual(['the most tables of its file (2)']);
    expect(chosen.get('/blog/post-00')).toEqual(['the longest word of its file (8)']);
  });
});
