import { describe, expect, it } from 'vitest';
import { loginSchema } from '../schemas/forms';
import { englishCopy } from '../schemas/testing/english-copy';
import { signInEmailProblem, signInSession, signInValues } from './sign-in';

describe('signInValues', () => {
  it('trims the address, keeps the password as typed and reads the box as ticked only when on', () => {
    const form = new Map<string, unknown>([
      ['email', '  jane.doe@example.com '],
      ['password', ' pass word '],
      ['remember', 'on'],
    ]);
    expect(signInValues((name) => form.get(name) ?? null)).toEqual({
      email: 'jane.doe@example.com',
      password: ' pass word ',
      remember: true,
    });
  });

  it('counts a missing field, or one that is not text, as empty and the box as unticked', () => {
    expect(signInValues((name) => (name === 'password' ? new Blob() : null))).toEqual({
      email: '',
      password: '',
      remember: false,
    });
  });
});

describe('signInEmailProblem: before Signing in...', () => {
  it('leaves an empty or blank address to the simulated check', () => {
    expect(signInEmailProblem('')).toBeNull();
    expect(signInEmailProblem('   ')).toBeNull();
  });

  it('applies the site-wide e-mail rule to a typed address', () => {
    expect(signInEmailProblem('jane@')).toBe('invalid');
    expect(signInEmailProblem('josé@example.com')).toBe('notLatin');
    expect(signInEmailProblem(`${'a'.repeat(250)}@example.com`)).toBe('tooLong');
    expect(signInEmailProblem(' jane@example.com ')).toBeNull();
  });
});

describe('signInSession: after the wait (spec §4)', () => {
  it('signs in any non-empty address and password, named after the address', () => {
    expect(signInSession({ email: 'jane.doe@example.com', password: 'x' })).toEqual({
      email: 'jane.doe@example.com',
      name: 'Jane Doe',
    });
  });

  it('refuses an empty address or password; a blank address is empty, a password of spaces is not', () => {
    expect(signInSession({ email: '', password: 'hunter22' })).toBeNull();
    expect(signInSession({ email: ' \t', password: 'hunter22' })).toBeNull();
    expect(signInSession({ email: 'jane@example.com', password: '' })).toBeNull();
    expect(signInSession({ email: ' jane@example.com ', password: '   ' })).toEqual({
      email: 'jane@example.com',
      name: 'Jane',
    });
  });

  it('has the notices of spec §8 to say so', () => {
    const { notices } = englishCopy(loginSchema, 'forms/login.yaml');
    expect(notices.success).toEqual({ title: 'Success!', description: 'You have successfully logged in.' });
    expect(notices.failed.description).toBe('Please check your credentials and try again.');
  });
});
