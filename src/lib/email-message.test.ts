import { describe, expect, it } from 'vitest';
import { formsSchema } from '../schemas/forms';
import { englishCopy } from '../schemas/testing/english-copy';
import { emailProblem } from './email';
import { emailMessage } from './email-message';

const { email: messages } = englishCopy(formsSchema, 'forms/forms.yaml');
const said = (typed: string) => {
  const problem = emailProblem(typed);
  return problem && emailMessage(messages, problem);
};

describe('emailMessage', () => {
  it('says each problem in the words every form shares, the longest length filled in', () => {
    expect(said('')).toBe('Please enter your email address.');
    expect(said('ada@')).toBe('Please enter a valid email address, for example name@company.com.');
    expect(said(`${'a'.repeat(250)}@example.com`)).toBe('An email address can have at most 254 characters.');
    expect(said('josé@example.com')).toBe(
      'Email addresses with accented or non-Latin letters (such as é, ü or 用) are not supported yet. Please use an address with the letters a-z only.',
    );
  });

  it('counts an address of spaces only as missing', () => {
    expect(said(' \t ')).toBe('Please enter your email address.');
  });
});
