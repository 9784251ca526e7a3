import { EMAIL_MAX_LENGTH } from './email';
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

/**
 * Signs out: forgets exactly what startSession stored. The e-mail kept by "remember me" stays, as
 * the person asked: the sign-in form fills it in next time (unticking the box there forgets it).
 */
export function endSession(): void {
  const store = safeStorage('session');
  store.remove(SESSION_KEYS.loggedIn);
  store.remove(SESSION_KEYS.email);
  store.remove(SESSION_KEYS.name);
}

/**
 * The longest e-mail or name read back: an address as long as one can be, and a name made from
 * one (sign-in) or from two names of the registration form. A longer value was not written by
 * this site and is read as none: shown, it could hold the page.
 */
const SESSION_VALUE_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** A stored value, or '' when it is missing or longer than any this site writes. */
function readValue(store: ReturnType<typeof safeStorage>, key: string): string {
  const value = store.get(key) ?? '';
  return value.length > SESSION_VALUE_MAX_LENGTH ? '' : value;
}

export function readSession(): Session | null {
  const store = safeStorage('session');
  if (store.get(SESSION_KEYS.loggedIn) !== 'true') return null;
  return { email: readValue(store, SESSION_KEYS.email), name: readValue(store, SESSION_KEYS.name) };
}

/** Keeps the e-mail for next time when `remember` is true, and forgets it otherwise. */
export function rememberEmail(email: string, remember: boolean): void {
  const store = safeStorage('local');
  if (remember) store.set(SESSION_KEYS.rememberedEmail, email);
  else store.remove(SESSION_KEYS.rememberedEmail);
}

export function rememberedEmail(): string {
  return readValue(safeStorage('local'), SESSION_KEYS.rememberedEmail);
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
