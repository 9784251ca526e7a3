/**
 * What the registration form does with the checks of registration.ts: reads what was typed,
 * says what is wrong and where (a message under the field; for the terms box and the password
 * also the spec's notice), clears it once that field changes, and whom it signs in.
 */
import { emailMessage } from './email-message';
import { labelInSentence } from './in-sentence';
import type { NoticeText } from './messages';
import type { Registration, RegistrationProblem } from './registration';
import { fullName, type Session } from './session';
import { fill } from './template';
import type { FormsCopy, RegisterCopy } from '../schemas/forms';

export type RegistrationField = RegistrationProblem['field'];

/** The form's values by field name (a missing field, or one that is not text, counts as empty). */
export function registrationValues(read: (name: RegistrationField) => unknown): Registration {
  const text = (name: Exclude<RegistrationField, 'terms'>) => {
    const value = read(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    password: text('password'),
    terms: read('terms') === 'on',
  };
}

export interface RegistrationMessages {
  form: Pick<RegisterCopy['form'], 'firstName' | 'lastName' | 'nameRequired'>;
  email: FormsCopy['email'];
  notices: Pick<RegisterCopy['notices'], 'termsRequired' | 'weakPassword'>;
  /** The page's language (a BCP 47 tag): a label inside a sentence is written in lower case, but in German. */
  lang: string;
}

/**
 * The message under `field` for this problem. The terms box and the password show their notice's
 * message there too: the notice leaves after a few seconds, the message stays by its field.
 */
export function registrationFieldError(
  problem: RegistrationProblem | null,
  field: RegistrationField,
  { form, email, notices, lang }: RegistrationMessages,
): string | null {
  if (problem?.field !== field) return null;
  if (problem.field === 'email') return emailMessage(email, problem.problem);
  if (problem.field === 'firstName' || problem.field === 'lastName')
    return fill(form.nameRequired, { field: labelInSentence(form[problem.field], lang) });
  return registrationNotice(problem, notices)?.description ?? null;
}

/** The notice for this problem: the terms box and the password are told in one (spec §5, §8). */
export function registrationNotice(
  problem: RegistrationProblem | null,
  notices: Pick<RegisterCopy['notices'], 'termsRequired' | 'weakPassword'>,
): NoticeText | null {
  if (problem?.field === 'terms') return notices.termsRequired;
  if (problem?.field === 'password') return notices.weakPassword;
  return null;
}

/** The problem once `field` has changed: its own problem is gone, another field's stays. */
export function registrationAfterInput(
  problem: RegistrationProblem | null,
  field: RegistrationField,
): RegistrationProblem | null {
  return problem?.field === field ? null : problem;
}

/** Who is signed in once the account is created: the address without spaces, the two names joined. */
export function registrationSession(values: Registration): Session {
  return { email: values.email.trim(), name: fullName(values.firstName, values.lastName) };
}
