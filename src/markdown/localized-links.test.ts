import { pathToFileURL } from 'node:url';
import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { localizeMarkdownLinks } from './localized-links';

const render = (file: string, markdown: string) =>
  markdownToHtml(markdown, { hastPlugins: [localizeMarkdownLinks], fileURL: pathToFileURL(`/site/content/${file}`) })
    .html;

describe('links in a Markdown body', () => {
  it("lead to the page in the body's language; English-only pages say so, files and other sites stay", () => {
    const html = render(
      'products/es/sms.md',
      '[a](/pricing/sms#x) [b](/developers/api#sms) [c](/press/kit.pdf) [d](https://example.com/pricing) [e](/)',
    );
    expect(html).toContain('<a href="/es/pricing/sms#x">a</a>');
    expect(html).toContain('<a href="/developers/api#sms" hreflang="en">b</a>');
    expect(html).toContain('<a href="/press/kit.pdf">c</a>');
    expect(html).toContain('<a href="https://example.com/pricing">d</a>');
    expect(html).toContain('<a href="/es">e</a>');
  });

  it('stay as written in an English body', () => {
    expect(render('products/sms.md', '[a](/pricing) [b](/developers/api)')).toContain(
      '<a href="/pricing">a</a> <a href="/developers/api">b</a>',
    );
  });
});
