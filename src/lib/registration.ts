/** The registration checks of spec §5, in the order a person meets them. */
import { emailProblem, type EmailProblem } from './email';
import { PASSWORD_MIN_LENGTH } from './messages';

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  terms: boolean;
}

export type RegistrationProblem =
  | { field: 'firstName' | 'lastName'; problem: 'required' }
  | { field: 'email'; problem: EmailProblem }
  | { field: 'terms'; problem: 'unticked' }
  | { field: 'password'; problem: 'tooShort' };

/**
 * The first problem, or null when the account can be created. The fields come first, as
 * the browser's own required check would (a name of spaces only counts as empty), then the
 * terms box, then the password length: terms are checked before the password (spec §5).
 */
export function registrationProblem(values: Registration): RegistrationProblem | null {
  for (const field of ['firstName', 'lastName'] as const) {
    if (values[field].trim() === '') return { field, problem: 'required' };
  }
  const email = emailProblem(values.email);
  if (email) return { field: 'email', problem: email };
  if (!values.terms) return { field: 'terms', problem: 'unticked' };
  if (values.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', problem: 'tooShort' };
  return null;
}
