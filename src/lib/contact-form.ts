/** The contact form of spec §5: which fields are required and what a valid entry is. */
import { emailProblem, type EmailProblem } from './email';

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'company', 'reason', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** company and reason are optional. */
export const REQUIRED_CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'message'];

/** 'required' for an empty required field; the e-mail rule's reasons for the address. */
export type FieldProblem = 'required' | EmailProblem;
export type ContactErrors = Partial<Record<ContactField, FieldProblem>>;

/** The values of the form's named fields, as typed (a missing field counts as empty). */
export function contactValues(read: (field: ContactField) => unknown): ContactValues {
  const values = {} as ContactValues;
  for (const field of CONTACT_FIELDS) {
    const value = read(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The problems with a filled-in form, in field order; an empty object means it can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (REQUIRED_CONTACT_FIELDS.includes(field) && value === '') errors[field] = 'required';
    else if (field === 'email') {
      const problem = emailProblem(value);
      if (problem) errors[field] = problem;
    }
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
