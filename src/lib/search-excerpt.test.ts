import { describe, expect, it } from 'vitest';
import { excerptParts } from './search-excerpt';

describe('excerptParts', () => {
  it('marks the hits and keeps the text around them', () => {
    expect(excerptParts('Retry <mark>webhooks</mark> with backoff')).toEqual([
      { text: 'Retry ', hit: false },
      { text: 'webhooks', hit: true },
      { text: ' with backoff', hit: false },
    ]);
  });

  it('gives back page text that looked like markup as text, never as elements', () => {
    const parts = excerptParts('Use &lt;script&gt;alert(1)&lt;/script&gt; and <mark>AT&amp;T</mark> &lt;b&gt;');
    expect(parts).toEqual([
      { text: 'Use <script>alert(1)</script> and ', hit: false },
      { text: 'AT&amp;T', hit: true },
      { text: ' <b>', hit: false },
    ]);
  });

  it('returns nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
