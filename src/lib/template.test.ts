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
  it('puts a value in as it is: replacement patterns and placeholders in it are text', () => {
    const summary = '{count} results for “{term}”.';
    expect(fill(summary, { count: 10, term: '{count}' })).toBe('10 results for “{count}”.');
    expect(fill(summary, { count: 2, term: '{term}' })).toBe('2 results for “{term}”.');
    for (const pattern of ['$&', "$'", '$`', '$$', '$1', '$<name>'])
      expect(fill('No results for “{term}”.', { term: pattern })).toBe(`No results for “${pattern}”.`);
  });
  it('fills only the values given, never what an object inherits', () => {
    expect(fill('{constructor} {toString} {__proto__}', {})).toBe('{constructor} {toString} {__proto__}');
  });
});
