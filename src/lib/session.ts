import { safeStorage } from './safe-storage';

/**
 * The simulated session: sessionStorage holds who is signed in (it ends with the tab);
 * localStorage keeps the e-mail of a person who ticked "remember me". Blocked or full
 * storage never throws: sign-in still completes, it just is not remembered.
 */

export const SESSION_KEYS = {
  loggedIn: 'isLoggedIn',
  email: 'userEmail',
  name: 'userName',
  rememberedEmail: 'rememberedEmail',
} as const;

export interface Session {
  email: string;
  name: string;
}

export function startSession({ email, name }: Session): void {
  const store = safeStorage('session');
  store.set(SESSION_KEYS.loggedIn, 'true');
  store.set(SESSION_KEYS.email, email);
  store.set(SESSION_KEYS.name, name);
}

export function readSession(): Session | null {
  const store = safeStorage('session');
  if (store.get(SESSION_KEYS.loggedIn) !== 'true') return null;
  return { email: store.get(SESSION_KEYS.email) ?? '', name: store.get(SESSION_KEYS.name) ?? '' };
}

/** Keeps the e-mail for next time when `remember` is true, and forgets it otherwise. */
export function rememberEmail(email: string, remember: boolean): void {
  const store = safeStorage('local');
  if (remember) store.set(SESSION_KEYS.rememberedEmail, email);
  else store.remove(SESSION_KEYS.rememberedEmail);
}

export function rememberedEmail(): string {
  return safeStorage('local').get(SESSION_KEYS.rememberedEmail) ?? '';
}

/** First and last name joined, as the registration form collects them. */
export function fullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

/** A readable name from an e-mail address, for sign-in where only the address is known. */
export function nameFromEmail(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join(' ');
}
