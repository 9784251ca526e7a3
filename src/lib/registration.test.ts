import { describe, expect, it } from 'vitest';
import { registrationProblem, type Registration } from './registration';

const good: Registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'eightchr',
  terms: true,
};

describe('registrationProblem', () => {
  it('accepts a complete registration', () => {
    expect(registrationProblem(good)).toBeNull();
  });

  it('counts a name of spaces only as missing', () => {
    expect(registrationProblem({ ...good, firstName: '   ' })).toEqual({ field: 'firstName', problem: 'required' });
    expect(registrationProblem({ ...good, lastName: ' \t' })).toEqual({ field: 'lastName', problem: 'required' });
  });

  it('applies the site-wide e-mail rule', () => {
    expect(registrationProblem({ ...good, email: 'josé.müller@exämple.com' })).toEqual({
      field: 'email',
      problem: 'notLatin',
    });
    expect(registrationProblem({ ...good, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      field: 'email',
      problem: 'tooLong',
    });
  });

  it('checks the terms before the password, and the password needs 8 characters', () => {
    expect(registrationProblem({ ...good, terms: false, password: 'short' })).toEqual({
      field: 'terms',
      problem: 'unticked',
    });
    expect(registrationProblem({ ...good, password: 'seven77' })).toEqual({ field: 'password', problem: 'tooShort' });
  });
});
