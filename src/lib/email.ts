/**
 * The one e-mail rule of the site (sign-in, registration, contact, password reset).
 *
 * An address is the HTML standard's "valid e-mail address" (what <input type="email">
 * accepts) with three additions: a dot in the domain (name@company.com, not name@company),
 * at most 254 characters (the longest address SMTP can carry, RFC 5321), and letters a-z
 * only. Internationalised addresses (josé@example.com, 用户@例子.广告) are refused on
 * purpose, with their own message: the browser's e-mail fields refuse them too, so a rule
 * that took them on one form would refuse them on the next.
 */

export const EMAIL_MAX_LENGTH = 254;

export type EmailProblem = 'required' | 'tooLong' | 'notLatin' | 'invalid';

const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const ADDRESS = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`);
// eslint-disable-next-line no-control-regex
const NOT_ASCII = /[^\u0000-\u007f]/;

/** What is wrong with an address as typed (surrounding spaces ignored), or null when it is fine. */
export function emailProblem(typed: string): EmailProblem | null {
  const value = typed.trim();
  if (value === '') return 'required';
  if (value.length > EMAIL_MAX_LENGTH) return 'tooLong';
  if (NOT_ASCII.test(value)) return 'notLatin';
  return ADDRESS.test(value) ? null : 'invalid';
}

export function isEmail(typed: string): boolean {
  return emailProblem(typed) === null;
}
