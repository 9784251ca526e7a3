import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('makes lowercase hyphenated slugs', () => {
    expect(slugify('Customer Stories')).toBe('customer-stories');
    expect(slugify('Product Updates')).toBe('product-updates');
    expect(slugify('  Guides  ')).toBe('guides');
  });
  it('drops accents and punctuation', () => {
    expect(slugify('Tomás & Co.: News!')).toBe('tomas-and-co-news');
  });
});
