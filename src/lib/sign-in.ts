/**
 * The simulated sign-in of spec §4 and §5: what is checked before 'Signing in...' and what
 * decides the outcome once the wait is over. Nothing is sent to a server.
 */
import { emailProblem, type EmailProblem } from './email';
import { nameFromEmail, type Session } from './session';

export interface SignIn {
  /** Without surrounding spaces. */
  email: string;
  /** As typed: spaces are characters of a password. */
  password: string;
  remember: boolean;
}

/** The form's values by field name (a missing field, or one that is not text, counts as empty). */
export function signInValues(read: (name: 'email' | 'password' | 'remember') => unknown): SignIn {
  const text = (name: 'email' | 'password') => {
    const value = read(name);
    return typeof value === 'string' ? value : '';
  };
  return { email: text('email').trim(), password: text('password'), remember: read('remember') === 'on' };
}

/**
 * Checked before the wait: a typed address must be an address. An empty one is the simulated
 * check's to refuse after the wait, with the failure notice (spec §4).
 */
export function signInEmailProblem(email: string): EmailProblem | null {
  return email.trim() === '' ? null : emailProblem(email);
}

/** Decided after the wait: who is signed in when both fields are non-empty, or null for the failure notice. */
export function signInSession({ email, password }: Pick<SignIn, 'email' | 'password'>): Session | null {
  const address = email.trim();
  if (address === '' || password === '') return null;
  return { email: address, name: nameFromEmail(address) };
}
