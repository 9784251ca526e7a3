import { describe, expect, test } from 'vitest';
import { rawHtmlIn, routesShowing } from './raw-html-pages';

describe('rawHtmlIn', () => {
  test('finds the tags and comments an author wrote, in a paragraph or as a block', () => {
    const markdown = [
      '---',
      'title: "<b>not a tag</b> in the frontmatter"',
      '---',
      'A <span class="x">word</span> and a list of List<String>.',
      '',
      '<div>',
      'A block.',
      '</div>',
      '',
      '<!-- a note -->',
    ].join('\n');
    expect(rawHtmlIn(markdown)).toEqual([
      '<span class="x">',
      '</span>',
      '<String>',
      '<div>\nA block.\n</div>',
      '<!-- a note -->',
    ]);
  });

  test('reads no HTML in code, autolinks or text that only looks like it', () => {
    const markdown = [
      'Use `<div>` or ``<b>`` here, see <https://example.com> or <hello@example.com>; 3 < 4 > 2.',
      '',
      '    <p>Indented code.</p>',
      '',
      '```html',
      '<p>In a fence.</p>',
      '```',
      '',
      '- A list item',
      '  ```',
      '  <p>In a fence in a list.</p>',
      '  ```',
    ].join('\n');
    expect(rawHtmlIn(markdown)).toEqual([]);
  });
});

describe('routesShowing', () => {
  const routes = [
    '/blog/x',
    '/es/blog/x',
    '/products/sms',
    '/solutions/marketing/sms',
    '/es/solutions/marketing/sms',
    '/de/solutions/marketing/sms',
    '/blog/xy',
  ];

  test('an English file: its route in every language, where a page not translated yet shows it', () => {
    expect(routesShowing('blog/x.md', routes)).toEqual(['/blog/x', '/es/blog/x']);
  });

  test('a translated file: its route in its own language only; every route ending in its path', () => {
    expect(routesShowing('solution-pages/es/marketing/sms.md', routes)).toEqual(['/es/solutions/marketing/sms']);
    expect(routesShowing('products/sms.md', routes)).toEqual([
      '/products/sms',
      '/solutions/marketing/sms',
      '/es/solutions/marketing/sms',
      '/de/solutions/marketing/sms',
    ]);
  });
});
