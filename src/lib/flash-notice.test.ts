import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_NOTICE_KEY, saveFlashNotice, takeFlashNotice } from './flash-notice';

beforeEach(() => {
  const map = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  });
});

const SUCCESS = { kind: 'success', title: 'Success!', description: 'You have successfully logged in.' } as const;

describe('flash notices', () => {
  it('carries one notice to the next page, once', () => {
    expect(saveFlashNotice(SUCCESS, 'login')).toBe(true);
    expect(takeFlashNotice('dashboard')).toEqual(SUCCESS);
    expect(takeFlashNotice('dashboard')).toBeNull();
  });

  it('is left alone by the page that raised it, however late that page looks, for the page it goes to', () => {
    saveFlashNotice(SUCCESS, 'login');
    expect(takeFlashNotice('login')).toBeNull();
    expect(takeFlashNotice('login')).toBeNull();
    expect(takeFlashNotice('dashboard')).toEqual(SUCCESS);
  });

  it('takes a notice with no page mark (one written before the mark existed) as another page’s', () => {
    sessionStorage.setItem(FLASH_NOTICE_KEY, JSON.stringify({ kind: 'info', title: 'Hello' }));
    expect(takeFlashNotice('any')).toEqual({ kind: 'info', title: 'Hello' });
  });

  it('says when the notice cannot travel: storage blocked or full', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(saveFlashNotice(SUCCESS, 'login')).toBe(false);
  });

  it('discards a damaged entry', () => {
    sessionStorage.setItem(FLASH_NOTICE_KEY, '{not json');
    expect(takeFlashNotice()).toBeNull();
    expect(sessionStorage.getItem(FLASH_NOTICE_KEY)).toBeNull();
    sessionStorage.setItem(FLASH_NOTICE_KEY, JSON.stringify({ kind: 'evil', title: 1 }));
    expect(takeFlashNotice()).toBeNull();
    expect(sessionStorage.getItem(FLASH_NOTICE_KEY)).toBeNull();
  });

  it('discards an entry longer than any notice this site writes (2,000 characters), unread', () => {
    const sized = (length: number) => {
      const entry = JSON.stringify({ kind: 'info', title: '', from: 'elsewhere' });
      return JSON.stringify({ kind: 'info', title: 'x'.repeat(length - entry.length), from: 'elsewhere' });
    };
    sessionStorage.setItem(FLASH_NOTICE_KEY, sized(2_000));
    expect(takeFlashNotice('here')).not.toBeNull();
    sessionStorage.setItem(FLASH_NOTICE_KEY, sized(2_001));
    expect(takeFlashNotice('here')).toBeNull();
    expect(sessionStorage.getItem(FLASH_NOTICE_KEY)).toBeNull();
  });
});

describe('a stored notice that is not one this site writes', () => {
  it('is discarded when any one of its parts is wrong: kind, title or description', () => {
    for (const entry of [
      { kind: 'warning', title: 'Hello' },
      { kind: 'info', title: 42 },
      { kind: 'info', title: 'Hello', description: ['a list'] },
      { title: 'Hello' },
    ]) {
      sessionStorage.setItem(FLASH_NOTICE_KEY, JSON.stringify({ ...entry, from: 'login' }));
      expect(takeFlashNotice('dashboard'), JSON.stringify(entry)).toBeNull();
      expect(sessionStorage.getItem(FLASH_NOTICE_KEY)).toBeNull();
    }
  });

  it('comes back with exactly the parts it was raised with', () => {
    saveFlashNotice({ kind: 'error', title: 'Not sent' }, 'compose');
    expect(takeFlashNotice('dashboard')).toStrictEqual({ kind: 'error', title: 'Not sent' });
  });
});
