import { describe, expect, it } from 'vitest';
import { htmlElements, isWithin } from './html-elements';

const page = htmlElements(`<!doctype html><html lang="en"><head>
  <script type="application/ld+json">{"url":"/a"}</script><META Property="og:url" content="/a&amp;b"></head>
  <body><main lang="de"><p>One<p>Two <a HREF="/x">x</a></main><a href="/y">y</a></body></html>`);

describe('htmlElements', () => {
  it('lists every element in document order, names and attributes in lower case, entities decoded', () => {
    expect(page.map(({ name }) => name)).toEqual([
      'html',
      'head',
      'script',
      'meta',
      'body',
      'main',
      'p',
      'p',
      'a',
      'a',
    ]);
    expect(page[3]?.attributes).toEqual({ property: 'og:url', content: '/a&b' });
  });

  it('gives each element its parent, closing what the HTML leaves open as a browser does', () => {
    const parentOf = (index: number) => page[page[index]?.parent ?? -1]?.name;
    expect([parentOf(6), parentOf(7), parentOf(8), parentOf(9)]).toEqual(['main', 'main', 'p', 'body']);
    expect(page[0]?.parent).toBe(-1);
  });

  it("keeps a script's text, and only a script's", () => {
    expect(page[2]?.text).toBe('{"url":"/a"}');
    expect(page[8]?.text).toBeUndefined();
  });

  it('tells whether an element is inside another', () => {
    expect(isWithin(page, 8, 'main')).toBe(true);
    expect(isWithin(page, 5, 'main')).toBe(true);
    expect(isWithin(page, 9, 'main')).toBe(false);
  });
});
