import { describe, expect, it } from 'vitest';
import { contactSubmission, EMPTY_CONTACT, isEmail, validateContact } from './contact-form';

const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  reason: '',
  message: 'Hello',
};

describe('validateContact', () => {
  it('requires first name, last name, email and message', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      message: 'required',
    });
  });
  it('treats company and reason as optional', () => {
    expect(validateContact(filled)).toEqual({});
  });
  it('treats whitespace as empty', () => {
    expect(validateContact({ ...filled, message: '   ' })).toEqual({ message: 'required' });
  });
  it('checks the email address', () => {
    expect(validateContact({ ...filled, email: 'ada@' })).toEqual({ email: 'email' });
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses and rejects broken ones', () => {
    expect(isEmail('name@company.com')).toBe(true);
    expect(isEmail('first.last+tag@sub.example.co.uk')).toBe(true);
    for (const bad of ['', 'name', 'name@', '@company.com', 'name@company', 'na me@company.com', 'name@company.']) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
});

describe('contactSubmission', () => {
  it('trims values and leaves out empty optional fields', () => {
    expect(contactSubmission({ ...filled, firstName: ' Ada ', reason: 'sales' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      reason: 'sales',
      message: 'Hello',
    });
  });
});
