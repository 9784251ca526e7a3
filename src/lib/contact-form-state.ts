/**
 * The contact form's states (spec §5), on top of the checks of contact-form.ts: the errors
 * shown, whether a send was tried (only then does typing re-check the fields and the summary
 * show), and whether the confirmation is shown. Submitting only logs the form.
 */
import {
  CONTACT_FIELDS,
  contactSubmission,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-form';
import { emailMessage } from './email-message';
import { labelInSentence } from './in-sentence';
import { fill } from './template';
import type { FormsCopy } from '../schemas/forms';
import type { ContactFormCopy } from '../schemas/pages';

export interface ContactState {
  errors: ContactErrors;
  /** A send was tried and refused: typing now re-checks the fields. */
  attempted: boolean;
  /** The confirmation is shown. */
  sent: boolean;
}

export const CONTACT_START: ContactState = { errors: {}, attempted: false, sent: false };

export type ContactSubmit =
  | { state: ContactState; focus: ContactField; submission: null }
  | { state: ContactState; focus: null; submission: Partial<ContactValues> };

/**
 * A send: refused with every problem and the first field in form order to focus (the
 * confirmation of an earlier message stays), or accepted with what is logged, the errors
 * cleared and the confirmation shown.
 */
export function submitContact(state: ContactState, values: ContactValues): ContactSubmit {
  const errors = validateContact(values);
  const focus = CONTACT_FIELDS.find((field) => errors[field]);
  if (focus) return { state: { ...state, errors, attempted: true }, focus, submission: null };
  return { state: { errors: {}, attempted: false, sent: true }, focus: null, submission: contactSubmission(values) };
}

/** Typing: once a send was refused, the fields are checked again as they change; before, nothing is said. */
export function inputContact(state: ContactState, values: ContactValues): ContactState {
  return state.attempted ? { ...state, errors: validateContact(values) } : state;
}

/** The line above the fields asking to correct them: while a refused send still has problems. */
export function showsErrorSummary(state: ContactState): boolean {
  return state.attempted && Object.keys(state.errors).length > 0;
}

export interface ContactMessages {
  labels: ContactFormCopy['labels'];
  required: ContactFormCopy['errors']['required'];
  email: FormsCopy['email'];
  /** The page's language (a BCP 47 tag): a label inside a sentence is written in lower case, but in German. */
  lang: string;
}

/** The message under a field, or null when it is fine. */
export function contactFieldMessage(
  errors: ContactErrors,
  field: ContactField,
  { labels, required, email, lang }: ContactMessages,
): string | null {
  const problem = errors[field];
  if (!problem) return null;
  if (problem === 'required') return fill(required, { field: labelInSentence(labels[field], lang) });
  return emailMessage(email, problem);
}
