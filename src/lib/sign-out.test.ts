// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_NOTICE_KEY, takeFlashNotice } from './flash-notice';
import { readSession, rememberedEmail, rememberEmail, SESSION_KEYS, startSession } from './session';
import { connectSignOut, signOut } from './sign-out';
import { memoryStorage } from './testing/memory-storage';

const NOTICE = { kind: 'success', title: 'Signed out', description: 'You have signed out of your account.' } as const;

const fail = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
});
const connected: (() => void)[] = [];
/** connectSignOut, disconnected after the test: no test's listeners answer another's events. */
const connect = (...args: Parameters<typeof connectSignOut>) => void connected.push(connectSignOut(...args));
afterEach(() => {
  for (const disconnect of connected.splice(0)) disconnect();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('signOut', () => {
  it('ends the session, keeps the remembered e-mail, and leaves the notice for the next page', () => {
    startSession({ email: 'ada@example.com', name: 'Ada Lovelace' });
    rememberEmail('ada@example.com', true);
    expect(signOut(NOTICE)).toBe(true);
    expect(readSession()).toBeNull();
    for (const key of [SESSION_KEYS.loggedIn, SESSION_KEYS.email, SESSION_KEYS.name])
      expect(sessionStorage.getItem(key), key).toBeNull();
    expect(rememberedEmail()).toBe('ada@example.com');
    expect(takeFlashNotice('the sign-in page')).toEqual(NOTICE);
  });

  it('ends the session first, so a storage full until then has room for the notice', () => {
    startSession({ email: 'ada@example.com', name: 'Ada Lovelace' });
    const full = sessionStorage;
    const setItem = full.setItem.bind(full);
    // Full while the session is in it: nothing more fits.
    full.setItem = (key, value) => {
      if (full.getItem(SESSION_KEYS.loggedIn) !== null) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    expect(signOut(NOTICE)).toBe(true);
    expect(readSession()).toBeNull();
    expect(full.getItem(FLASH_NOTICE_KEY)).not.toBeNull();
  });

  it('never throws when storage is blocked or throws on every call, and says the notice did not travel', () => {
    vi.stubGlobal('sessionStorage', { getItem: fail, setItem: fail, removeItem: fail });
    vi.stubGlobal('localStorage', { getItem: fail, setItem: fail, removeItem: fail });
    expect(() => signOut(NOTICE)).not.toThrow();
    expect(signOut(NOTICE)).toBe(false);
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: fail });
    expect(() => signOut(NOTICE)).not.toThrow();
    expect(readSession()).toBeNull();
  });
});

/** The button as SignOut.astro renders it: hidden, with where it leads and the notice's words. */
function renderButton(): HTMLButtonElement {
  document.body.innerHTML = `<button type="button" hidden data-sign-out data-sign-out-href="/es/login"
    data-sign-out-title="${NOTICE.title}" data-sign-out-description="${NOTICE.description}">Sign out</button>`;
  return document.querySelector('button')!;
}

describe('the sign-out button', () => {
  it('is shown while someone is signed in; a click signs out and leads to the sign-in page in the page’s language', () => {
    startSession({ email: 'ada@example.com', name: 'Ada Lovelace' });
    rememberEmail('ada@example.com', true);
    const button = renderButton();
    const leave = vi.fn();
    connect(button, { leave });
    expect(button.hidden).toBe(false);
    button.click();
    expect(leave).toHaveBeenCalledExactlyOnceWith('/es/login');
    expect(readSession()).toBeNull();
    expect(rememberedEmail()).toBe('ada@example.com');
    expect(takeFlashNotice('the sign-in page')).toEqual(NOTICE);
  });

  it('stays hidden with no one signed in', () => {
    const button = renderButton();
    connect(button, { leave: vi.fn() });
    expect(button.hidden).toBe(true);
  });

  it('stays hidden when storage is blocked, and still leads to the sign-in page if clicked', () => {
    vi.stubGlobal('sessionStorage', { getItem: fail, setItem: fail, removeItem: fail });
    const button = renderButton();
    const leave = vi.fn();
    expect(() => connect(button, { leave })).not.toThrow();
    expect(button.hidden).toBe(true);
    button.click();
    expect(leave).toHaveBeenCalledExactlyOnceWith('/es/login');
  });

  it('on a prerendered page, reads the session only once the page is shown', () => {
    let prerendering = true;
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering });
    try {
      const button = renderButton();
      connect(button, { leave: vi.fn() });
      startSession({ email: 'ada@example.com', name: 'Ada Lovelace' }); // signed in meanwhile, in the tab shown
      expect(button.hidden).toBe(true);
      prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
      expect(button.hidden).toBe(false);
    } finally {
      Reflect.deleteProperty(document, 'prerendering');
    }
  });

  it('reloads a page the back/forward cache brings back after signing out there, and only then', () => {
    startSession({ email: 'ada@example.com', name: 'Ada Lovelace' });
    const button = renderButton();
    const reload = vi.fn();
    connect(button, { leave: vi.fn(), reload });
    // happy-dom's PageTransitionEvent has no `persisted`: the browser's event, by hand.
    const pageshow = (persisted: boolean) =>
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }) as PageTransitionEvent);
    pageshow(true);
    expect(reload).not.toHaveBeenCalled();
    button.click();
    pageshow(false);
    expect(reload).not.toHaveBeenCalled();
    pageshow(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
