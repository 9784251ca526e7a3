import { describe, expect, it } from 'vitest';
import { formsSchema } from '../schemas/forms';
import { contactForm } from '../schemas/pages';
import { englishCopy } from '../schemas/testing/english-copy';
import { CONTACT_FIELDS, contactValues, type ContactValues } from './contact-form';
import {
  CONTACT_START,
  contactFieldMessage,
  inputContact,
  showsErrorSummary,
  submitContact,
  type ContactState,
} from './contact-form-state';

const copy = englishCopy(contactForm, 'pages/contact.md', 'form');
const messages = {
  labels: copy.labels,
  required: copy.errors.required,
  email: englishCopy(formsSchema, 'forms/forms.yaml').email,
  lang: 'en',
};
const filled: ContactValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '',
  reason: '',
  message: 'We send 50,000 SMS a month.',
};
const empty = contactValues(() => null);

/** The messages under the fields, by field. */
const shown = (state: ContactState) =>
  Object.fromEntries(
    CONTACT_FIELDS.flatMap((field) => {
      const message = contactFieldMessage(state.errors, field, messages);
      return message ? [[field, message]] : [];
    }),
  );

describe('submitContact', () => {
  it('refuses an empty form naming every required field, and focuses the first', () => {
    const { state, focus, submission } = submitContact(CONTACT_START, empty);
    expect(shown(state)).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: 'Please enter your email address.',
      message: 'Please enter your message.',
    });
    expect(focus).toBe('firstName');
    expect(submission).toBeNull();
    expect(showsErrorSummary(state)).toBe(true);
    expect(state.sent).toBe(false);
  });

  it('focuses the first field in form order that has a problem', () => {
    expect(submitContact(CONTACT_START, { ...filled, lastName: '', message: '' }).focus).toBe('lastName');
    expect(submitContact(CONTACT_START, { ...filled, email: 'ada@', message: ' ' }).focus).toBe('email');
    expect(submitContact(CONTACT_START, { ...filled, message: '\n \t' }).focus).toBe('message');
  });

  it('counts spaces as empty and says what is wrong with a typed address', () => {
    const { state } = submitContact(CONTACT_START, { ...filled, firstName: '  ', email: 'ada@' });
    expect(shown(state)).toEqual({
      firstName: 'Please enter your first name.',
      email: 'Please enter a valid email address, for example name@company.com.',
    });
  });

  it('sends a complete form: what is logged, the errors gone and the confirmation shown', () => {
    const refused = submitContact(CONTACT_START, { ...filled, firstName: '' }).state;
    const { state, focus, submission } = submitContact(refused, { ...filled, firstName: ' Ada ' });
    expect(state).toEqual({ errors: {}, attempted: false, sent: true });
    expect(focus).toBeNull();
    expect(submission).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'We send 50,000 SMS a month.',
    });
  });

  it('keeps the confirmation of the message sent when the next one is refused', () => {
    const sent = submitContact(CONTACT_START, filled).state;
    expect(submitContact(sent, empty).state).toMatchObject({ sent: true, attempted: true });
  });
});

describe('inputContact', () => {
  it('says nothing while typing before a send was tried', () => {
    expect(inputContact(CONTACT_START, empty)).toBe(CONTACT_START);
  });

  it('after a refused send, checks the fields again as they change, and the summary goes with the last problem', () => {
    const refused = submitContact(CONTACT_START, { ...filled, firstName: '', lastName: '' }).state;
    const typing = inputContact(refused, { ...filled, lastName: '' });
    expect(shown(typing)).toEqual({ lastName: 'Please enter your last name.' });
    expect(showsErrorSummary(typing)).toBe(true);
    const done = inputContact(typing, filled);
    expect(shown(done)).toEqual({});
    expect(showsErrorSummary(done)).toBe(false);
  });
});

describe('contactFieldMessage', () => {
  it('keeps a German label capitalised inside the sentence', () => {
    const german = {
      ...messages,
      labels: { ...messages.labels, firstName: 'Vorname' },
      required: 'Bitte füllen Sie das Feld „{field}“ aus.',
      lang: 'de',
    };
    expect(contactFieldMessage({ firstName: 'required' }, 'firstName', german)).toBe(
      'Bitte füllen Sie das Feld „Vorname“ aus.',
    );
  });
});
