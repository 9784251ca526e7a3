import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const segments = { one: '{count} segment', other: '{count} segments' };

describe('plural', () => {
  it('picks the singular for one and the plural otherwise', () => {
    expect(plural(1, segments)).toBe('1 segment');
    expect(plural(0, segments)).toBe('0 segments');
    expect(plural(2, segments)).toBe('2 segments');
  });
  it('fills in other placeholders too', () => {
    expect(plural(3, { one: 'one {noun} page', other: '{count} {noun} pages' }, { noun: 'fax' })).toBe('3 fax pages');
  });
});
