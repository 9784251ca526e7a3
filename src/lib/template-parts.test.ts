import { describe, expect, it } from 'vitest';
import { fillParts } from './template-parts';

describe('fillParts', () => {
  it('splits a text around its placeholders', () => {
    const terms = { link: 'terms' };
    const privacy = { link: 'privacy' };
    expect(fillParts('I agree to the {terms} and {privacy}', { terms, privacy })).toEqual([
      'I agree to the ',
      terms,
      ' and ',
      privacy,
    ]);
  });
  it('leaves unknown placeholders as written and keeps text without any', () => {
    expect(fillParts('{a} and {b}.', { a: 1 })).toEqual([1, ' and {b}.']);
    expect(fillParts('plain', {})).toEqual(['plain']);
  });
});
