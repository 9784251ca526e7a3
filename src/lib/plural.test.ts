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

describe('plural in a language', () => {
  it('uses the language’s rules and a formatted count', () => {
    const users = { one: '{count} usuario', other: '{count} usuarios' };
    expect(plural(1, users, {}, 'es')).toBe('1 usuario');
    expect(plural(12000, users, { count: '12.000' }, 'es')).toBe('12.000 usuarios');
    // French counts 0 as singular, English as plural.
    expect(plural(0, { one: '{count} page', other: '{count} pages' }, {}, 'fr')).toBe('0 page');
  });
});
