import { describe, expect, it } from 'vitest';
import { fill } from './template';

describe('fill', () => {
  it('replaces every named placeholder', () => {
    expect(fill('{minutes} min read', { minutes: 6 })).toBe('6 min read');
    expect(fill('or ${price} billed yearly', { price: '470' })).toBe('or $470 billed yearly');
    expect(fill('{a} and {a}', { a: 'x' })).toBe('x and x');
  });
  it('leaves unknown placeholders visible', () => {
    expect(fill('Hello {name}', {})).toBe('Hello {name}');
  });
});
