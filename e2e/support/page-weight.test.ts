import { describe, expect, it } from 'vitest';
import { renderBlockingStylesheets } from './page-weight';

// The render-blocking stylesheet check (e2e/files/page-weight.test.ts) on a page's HTML up to its first </h1>.

const firstScreen = (head: string) => `<!doctype html><html><head>${head}</head><body><h1>Title</h1>`;

describe('the stylesheets that hold back the first screen', () => {
  it('are none when the stylesheet is inlined, preloaded, for print, disabled or for no media', () => {
    const head = [
      '<style>body{margin:0}</style><link rel="preload" href="/_astro/site.css" as="style">',
      '<link rel="stylesheet" href="/_astro/print.css" media="print"><link rel="stylesheet" href="/_astro/x.css" media="only print">',
      '<link rel="stylesheet" href="/_astro/site.css" media="not all"><link rel="stylesheet" href="/_astro/old.css" disabled>',
      '<link rel="alternate stylesheet" href="/_astro/alt.css"><link rel="icon" href="/favicon.svg">',
    ].join('');
    expect(renderBlockingStylesheets(firstScreen(head))).toEqual([]);
  });

  it.each([
    ['a stylesheet in the head', '<link rel="stylesheet" href="/_astro/site.css">', ['/_astro/site.css']],
    [
      'one for screens',
      `<link media="screen and (min-width: 40em)" href='/_astro/wide.css' rel=stylesheet>`,
      ['/_astro/wide.css'],
    ],
    [
      'one for all media, rel in capitals',
      '<LINK REL="Stylesheet" HREF="/_astro/a.css" MEDIA="ALL">',
      ['/_astro/a.css'],
    ],
    [
      'two, one of them swapped to print',
      '<link rel="stylesheet" href="/_astro/site.css" media="print"><link rel="stylesheet" href="/_astro/fonts.css">',
      ['/_astro/fonts.css'],
    ],
  ])('names %s', (_, head, hrefs) => {
    expect(renderBlockingStylesheets(firstScreen(head))).toEqual(hrefs);
  });
});
