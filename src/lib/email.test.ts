import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailProblem, isEmail } from './email';

/** An address of exactly `length` characters. */
const addressOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('the e-mail rule', () => {
  it('accepts ordinary addresses, with spaces around them ignored', () => {
    for (const good of ['name@company.com', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie", ' a@b.io ']) {
      expect(emailProblem(good), good).toBeNull();
    }
  });

  it('asks for an address when there is none', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it('refuses broken addresses', () => {
    for (const bad of [
      'name',
      'name@',
      '@company.com',
      'name@company',
      'na me@company.com',
      'name@company.',
      'name@-company.com',
      'name@@company.com',
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(emailProblem(bad), bad).toBe('invalid');
    }
  });

  it('allows at most 254 characters', () => {
    expect(emailProblem(addressOf(EMAIL_MAX_LENGTH))).toBeNull();
    expect(emailProblem(addressOf(EMAIL_MAX_LENGTH + 1))).toBe('tooLong');
    expect(emailProblem(addressOf(260))).toBe('tooLong');
    expect(emailProblem(addressOf(10_012))).toBe('tooLong');
  });

  it('refuses internationalised addresses with their own reason', () => {
    expect(emailProblem('josé.müller@exämple.com')).toBe('notLatin');
    expect(emailProblem('用户@例子.广告')).toBe('notLatin');
    expect(emailProblem('ada@exämple.com')).toBe('notLatin');
  });

  it('isEmail is the same rule', () => {
    expect(isEmail('ada@example.com')).toBe(true);
    expect(isEmail('josé.müller@exämple.com')).toBe(false);
    expect(isEmail(addressOf(260))).toBe(false);
  });
});
