import { describe, expect, it } from 'vitest';
import { bodyHtmlMessage, htmlInMarkdown } from './raw-html';

describe('HTML in a Markdown body', () => {
  it('is found with its line in the file, whatever it is', () => {
    const body = [
      'Retries run at set times.',
      '',
      '<script>alert(1)</script>',
      '',
      'Before <img src="x" onerror="alert(1)"> after, and <b>bold</b>.',
      '',
      '<iframe src="https://example.com/"></iframe>',
      '',
      '<!-- a note --><script>alert(1)</script><!-- -->',
    ].join('\n');
    expect(htmlInMarkdown(body, 6)).toEqual([
      { line: 8, html: '<script>alert(1)</script>' },
      { line: 10, html: '<img src="x" onerror="alert(1)">' },
      { line: 10, html: '<b>' },
      { line: 10, html: '</b>' },
      { line: 12, html: '<iframe src="https://example.com/"></iframe>' },
      { line: 14, html: '<!-- a note --><script>alert(1)</script><!-- -->' },
    ]);
  });

  it('leaves Markdown, code and a note to the next editor alone', () => {
    expect(
      htmlInMarkdown(
        '**Retries** run at [set times](/products/fax). <!-- check with Tomás -->\n\nAdd `<dependency>` to `pom.xml`:\n\n```xml\n<script>alert(1)</script>\n```\n\n    <b>indented code</b>\n',
      ),
    ).toEqual([]);
  });

  it('is named in a message with the file, each line and what to write instead', () => {
    expect(bodyHtmlMessage('content/blog/fax-retries.md', [{ line: 8, html: '<b>' }])).toBe(
      'content/blog/fax-retries.md: HTML is not published from Markdown (line 8: <b>). Write it as Markdown (**bold**, [a link](/pricing), ![an image](./images/photo.jpg)), or put code between backticks.',
    );
  });
});
