import { describe, expect, it } from 'vitest';
import { contactSubmission, contactValues, validateContact, type ContactValues } from './contact-form';

const filled: ContactValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  reason: '',
  message: 'Hello',
};
const empty = contactValues(() => null);

describe('validateContact', () => {
  it('requires first name, last name, email and message', () => {
    expect(validateContact(empty)).toEqual({
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
    expect(validateContact({ ...filled, message: '   ', firstName: ' ' })).toEqual({
      firstName: 'required',
      message: 'required',
    });
  });
  it('checks the email address with the site-wide rule', () => {
    expect(validateContact({ ...filled, email: 'ada@' })).toEqual({ email: 'invalid' });
    expect(validateContact({ ...filled, email: 'josé.müller@exämple.com' })).toEqual({ email: 'notLatin' });
    expect(validateContact({ ...filled, email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: 'tooLong' });
  });
});

describe('contactValues', () => {
  it('reads each field by name and counts anything that is not text as empty', () => {
    const data = new Map<string, unknown>([
      ['firstName', 'Ada'],
      ['reason', 'sales'],
      ['message', new Blob()],
    ]);
    expect(contactValues((field) => data.get(field) ?? null)).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: '',
      company: '',
      reason: 'sales',
      message: '',
    });
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
