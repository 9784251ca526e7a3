import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endSession,
  fullName,
  nameFromEmail,
  readSession,
  rememberedEmail,
  rememberEmail,
  SESSION_KEYS,
  startSession,
} from './session';
import { memoryStorage } from './testing/memory-storage';

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('sets the logged-in flag, e-mail and name in sessionStorage', () => {
    startSession({ email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(sessionStorage.getItem(SESSION_KEYS.loggedIn)).toBe('true');
    expect(sessionStorage.getItem(SESSION_KEYS.email)).toBe('ada@example.com');
    expect(sessionStorage.getItem(SESSION_KEYS.name)).toBe('Ada Lovelace');
    expect(readSession()).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace' });
    sessionStorage.removeItem(SESSION_KEYS.loggedIn);
    expect(readSession()).toBeNull();
  });

  it('remembers the e-mail in localStorage only when asked', () => {
    rememberEmail('ada@example.com', true);
    expect(localStorage.getItem(SESSION_KEYS.rememberedEmail)).toBe('ada@example.com');
    expect(rememberedEmail()).toBe('ada@example.com');
    rememberEmail('ada@example.com', false);
    expect(rememberedEmail()).toBe('');
  });

  it('does not throw when storage is full or blocked', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.stubGlobal('sessionStorage', full);
    vi.stubGlobal('localStorage', full);
    expect(() => startSession({ email: 'a@b.c', name: 'A' })).not.toThrow();
    expect(() => rememberEmail('a@b.c', true)).not.toThrow();
    expect(readSession()).toBeNull();
  });
});

describe('signing out', () => {
  it('removes exactly what sign-in stored, and keeps the remembered e-mail and everything else', () => {
    startSession({ email: 'ada@example.com', name: 'Ada Lovelace' });
    rememberEmail('ada@example.com', true);
    sessionStorage.setItem('notice:flash', 'kept');
    localStorage.setItem('compose:draft:sms', 'kept');
    endSession();
    expect(readSession()).toBeNull();
    for (const key of [SESSION_KEYS.loggedIn, SESSION_KEYS.email, SESSION_KEYS.name])
      expect(sessionStorage.getItem(key), key).toBeNull();
    expect(rememberedEmail()).toBe('ada@example.com');
    expect(sessionStorage.getItem('notice:flash')).toBe('kept');
    expect(localStorage.getItem('compose:draft:sms')).toBe('kept');
  });

  it('does not throw when storage is blocked, or throws on every call', () => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: fail, setItem: fail, removeItem: fail });
    expect(() => endSession()).not.toThrow();
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: fail });
    expect(() => endSession()).not.toThrow();
    expect(readSession()).toBeNull();
  });
});

describe('values longer than this site writes', () => {
  it('reads a name or e-mail over 254 characters (the longest address) as none', () => {
    sessionStorage.setItem(SESSION_KEYS.loggedIn, 'true');
    sessionStorage.setItem(SESSION_KEYS.name, 'n'.repeat(254));
    sessionStorage.setItem(SESSION_KEYS.email, 'e'.repeat(254));
    expect(readSession()).toEqual({ name: 'n'.repeat(254), email: 'e'.repeat(254) });
    sessionStorage.setItem(SESSION_KEYS.name, 'n'.repeat(255));
    sessionStorage.setItem(SESSION_KEYS.email, 'e'.repeat(100_000));
    expect(readSession()).toEqual({ name: '', email: '' });
  });
  it('reads a remembered e-mail over 254 characters as none', () => {
    localStorage.setItem(SESSION_KEYS.rememberedEmail, 'a'.repeat(254));
    expect(rememberedEmail()).toHaveLength(254);
    localStorage.setItem(SESSION_KEYS.rememberedEmail, 'a'.repeat(255));
    expect(rememberedEmail()).toBe('');
  });
});

describe('names', () => {
  it('joins first and last name', () => {
    expect(fullName(' Ada ', 'Lovelace ')).toBe('Ada Lovelace');
    expect(fullName('Ada', '')).toBe('Ada');
  });
  it('derives a readable name from an e-mail address', () => {
    expect(nameFromEmail('jane.doe@example.com')).toBe('Jane Doe');
    expect(nameFromEmail('OPS_team+alerts@example.com')).toBe('Ops Team Alerts');
  });
});

describe('names from odd addresses', () => {
  it('ignores spaces around the address and separators at either end of its name part', () => {
    expect(nameFromEmail('  jane.doe@example.com ')).toBe('Jane Doe');
    expect(nameFromEmail('_jane-@example.com')).toBe('Jane');
  });
});
