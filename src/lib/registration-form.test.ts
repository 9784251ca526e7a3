import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { formsSchema, registerSchema } from '../schemas/forms';
import { englishCopy } from '../schemas/testing/english-copy';
import { CONTENT } from './project-files';
import { registrationProblem, type Registration } from './registration';
import {
  registrationAfterInput,
  registrationFieldError,
  registrationNotice,
  registrationSession,
  registrationValues,
  type RegistrationField,
} from './registration-form';

const { form, notices } = englishCopy(registerSchema, 'forms/register.yaml');
const messages = { form, email: englishCopy(formsSchema, 'forms/forms.yaml').email, notices, lang: 'en' };

const good: Registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'eightchr',
  terms: true,
};
const FIELDS: RegistrationField[] = ['firstName', 'lastName', 'email', 'terms', 'password'];

/** What the form says about these values: the field messages shown, and the notice. */
function said(values: Registration) {
  const problem = registrationProblem(values);
  const errors = FIELDS.flatMap((field) => {
    const error = registrationFieldError(problem, field, messages);
    return error ? [[field, error]] : [];
  });
  return { errors: Object.fromEntries(errors), notice: registrationNotice(problem, notices) };
}

describe('what the registration form says, one problem at a time, in the order a person meets them', () => {
  it('names the first empty name, then the other, then the address', () => {
    const nothing = { firstName: '', lastName: '', email: '', password: '', terms: false };
    expect(said(nothing)).toEqual({ errors: { firstName: 'Please enter your first name.' }, notice: null });
    expect(said({ ...nothing, firstName: 'Ada' })).toEqual({
      errors: { lastName: 'Please enter your last name.' },
      notice: null,
    });
    expect(said({ ...nothing, firstName: 'Ada', lastName: 'Lovelace' })).toEqual({
      errors: { email: 'Please enter your email address.' },
      notice: null,
    });
  });

  it('counts a name of spaces only as missing', () => {
    expect(said({ ...good, lastName: ' \t ' }).errors).toEqual({ lastName: 'Please enter your last name.' });
  });

  it('says what is wrong with a typed address', () => {
    expect(said({ ...good, email: 'ada@', terms: false }).errors).toEqual({
      email: 'Please enter a valid email address, for example name@company.com.',
    });
  });

  it('tells the unticked terms before a short password, in a notice (spec §5) and by the box', () => {
    expect(said({ ...good, terms: false, password: 'short' })).toEqual({
      errors: { terms: 'Please agree to the Terms of Service and Privacy Policy.' },
      notice: {
        title: 'Terms Agreement Required',
        description: 'Please agree to the Terms of Service and Privacy Policy.',
      },
    });
  });

  it('then a password under 8 characters, spaces counting as characters', () => {
    expect(said({ ...good, password: 'seven77' })).toEqual({
      errors: { password: 'Password must be at least 8 characters long.' },
      notice: { title: 'Weak Password', description: 'Password must be at least 8 characters long.' },
    });
    expect(said({ ...good, password: '        ' })).toEqual({ errors: {}, notice: null });
  });

  /** The name-field messages of a translation, read from its content file as written. */
  function nameErrors(file: string, lang: string) {
    const { form } = load(readFileSync(join(CONTENT, file), 'utf8')) as { form: unknown };
    const translated = {
      ...messages,
      form: registerSchema.shape.form.pick({ firstName: true, lastName: true, nameRequired: true }).parse(form),
      lang,
    };
    return (['firstName', 'lastName'] as const).map((field) =>
      registrationFieldError(registrationProblem({ ...good, [field]: '   ' }), field, translated),
    );
  }

  it('in German, names either empty name field in a sentence that needs no declension', () => {
    expect(nameErrors('forms/de/register.yaml', 'de')).toEqual([
      'Bitte füllen Sie das Feld „Vorname“ aus.',
      'Bitte füllen Sie das Feld „Nachname“ aus.',
    ]);
  });

  it('in Spanish, asks for either empty name field, its label in lower case', () => {
    expect(nameErrors('forms/es/register.yaml', 'es')).toEqual(['Escribe tu nombre.', 'Escribe tu apellido.']);
  });
});

describe('registrationAfterInput', () => {
  it('clears the problem of the field typed into, and only that one', () => {
    const problem = registrationProblem({ ...good, firstName: '' });
    expect(registrationAfterInput(problem, 'firstName')).toBeNull();
    expect(registrationAfterInput(problem, 'email')).toBe(problem);
    expect(registrationAfterInput(null, 'terms')).toBeNull();
  });
});

describe('registrationValues', () => {
  it('reads the fields by name, the terms box as ticked only when on, anything not text as empty', () => {
    const data = new Map<string, unknown>([
      ['firstName', ' Ada '],
      ['email', 'ada@example.com'],
      ['password', new Blob()],
      ['terms', 'on'],
    ]);
    expect(registrationValues((name) => data.get(name) ?? null)).toEqual({
      firstName: ' Ada ',
      lastName: '',
      email: 'ada@example.com',
      password: '',
      terms: true,
    });
    expect(registrationValues(() => null).terms).toBe(false);
  });
});

describe('registrationSession', () => {
  it('signs in the address without spaces, under both names joined', () => {
    expect(
      registrationSession({ ...good, firstName: ' Ada ', lastName: 'Lovelace ', email: ' ada@example.com ' }),
    ).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace' });
  });

  it('announces the account with the notice of spec §8', () => {
    expect(notices.accountCreated).toEqual({
      title: 'Account created!',
      description: 'Your account has been successfully created.',
    });
  });
});
