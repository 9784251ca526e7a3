import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, EMPTY_DRAFT, isChannel, loadDraft, saveDraft } from './compose-draft';

beforeEach(() => {
  const map = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  });
});

describe('compose drafts', () => {
  it('keeps one draft per channel', () => {
    saveDraft('sms', { recipient: '+15550100', subject: '', message: 'Hi' });
    saveDraft('email', { recipient: 'a@example.com', subject: 'Hello', message: 'Body' });
    expect(loadDraft('sms').message).toBe('Hi');
    expect(loadDraft('email').subject).toBe('Hello');
    clearDraft('sms');
    expect(loadDraft('sms')).toEqual(EMPTY_DRAFT);
    expect(loadDraft('email').message).toBe('Body');
  });

  it('treats a damaged draft as empty', () => {
    localStorage.setItem('compose:draft:fax', '{oops');
    expect(loadDraft('fax')).toEqual(EMPTY_DRAFT);
    localStorage.setItem('compose:draft:fax', JSON.stringify({ recipient: 42, message: 'ok' }));
    expect(loadDraft('fax')).toEqual({ recipient: '', subject: '', message: 'ok' });
  });

  it('knows the four channels', () => {
    expect(isChannel('voice')).toBe(true);
    expect(isChannel('post')).toBe(false);
    expect(isChannel(undefined)).toBe(false);
  });
});
