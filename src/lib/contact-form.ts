/** The contact form of spec §5: which fields are required and what a valid entry is. */

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'company', 'reason', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** company and reason are optional. */
export const REQUIRED_CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'message'];

export type FieldProblem = 'required' | 'email';
export type ContactErrors = Partial<Record<ContactField, FieldProblem>>;

export const EMPTY_CONTACT: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  reason: '',
  message: '',
};

/**
 * A practical e-mail check, close to the one browsers apply to <input type="email">:
 * something@domain.tld, no spaces.
 */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value.trim());
}

/** The problems with a filled-in form, in field order; an empty object means it can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (REQUIRED_CONTACT_FIELDS.includes(field) && value === '') errors[field] = 'required';
    else if (field === 'email' && !isEmail(value)) errors[field] = 'email';
  }
  return errors;
}

/** What is logged on submit: the values as typed, trimmed, with empty optional fields left out. */
export function contactSubmission(values: ContactValues): Partial<ContactValues> {
  const out: Partial<ContactValues> = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') out[field] = value;
  }
  return out;
}
