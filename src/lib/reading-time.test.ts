import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time';

describe('readingMinutes', () => {
  it('is at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('A short note.')).toBe(1);
  });
  it('counts words at 200 a minute', () => {
    expect(readingMinutes(Array.from({ length: 1000 }, () => 'word').join(' '))).toBe(5);
  });
  it('counts link text once and ignores the address', () => {
    const links = Array.from({ length: 400 }, () => '[two words](https://example.com/a/very/long/path)').join(' ');
    expect(readingMinutes(links)).toBe(4);
  });
});
