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

describe('flash notices', () => {
  it('carries one notice to the next page, once', () => {
    saveFlashNotice({ kind: 'success', title: 'Success!', description: 'You have successfully logged in.' });
    expect(takeFlashNotice()).toEqual({
      kind: 'success',
      title: 'Success!',
      description: 'You have successfully logged in.',
    });
    expect(takeFlashNotice()).toBeNull();
  });

  it('discards a damaged entry', () => {
    sessionStorage.setItem(FLASH_NOTICE_KEY, '{not json');
    expect(takeFlashNotice()).toBeNull();
    sessionStorage.setItem(FLASH_NOTICE_KEY, JSON.stringify({ kind: 'evil', title: 1 }));
    expect(takeFlashNotice()).toBeNull();
  });
});
