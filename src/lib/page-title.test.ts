import { describe, expect, it } from 'vitest';
import { entryTitle, shortTitle, titleParts } from './page-title';

describe('shortTitle', () => {
  it('keeps the title up to the first " | "', () => {
    expect(shortTitle('Webhook best practices | Relaymark Blog')).toBe('Webhook best practices');
    expect(shortTitle('A | B | Relaymark')).toBe('A');
  });

  it('keeps a title without a separator whole', () => {
    expect(shortTitle('Relaymark: SMS, Email and Voice APIs')).toBe('Relaymark: SMS, Email and Voice APIs');
    expect(shortTitle('a|b')).toBe('a|b');
  });
});

describe('titleParts', () => {
  it('splits at every " | " and trims the parts', () => {
    expect(titleParts('A | B |  C ')).toEqual(['A', 'B', 'C']);
  });
});

describe('entryTitle', () => {
  it('names the entry, then the list by its short name', () => {
    expect(entryTitle('Relaymark raises its Series B', 'Press and media | Relaymark')).toBe(
      'Relaymark raises its Series B | Press and media',
    );
  });
});
