import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS, clearDraft, EMPTY_DRAFT, loadDraft, saveDraft } from './compose-draft';

let stored: Map<string, string>;
const working = () => ({
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
});
const throwing = () => {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
};

beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('localStorage', working());
  for (const channel of CHANNELS) clearDraft(channel);
});
afterEach(() => vi.unstubAllGlobals());

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

  it('reads a draft saved by an earlier visit, and treats a damaged one as empty', () => {
    stored.set('compose:draft:voice', JSON.stringify({ recipient: '+1555', subject: '', message: 'Call me' }));
    expect(loadDraft('voice').message).toBe('Call me');
    stored.set('compose:draft:fax', '{oops');
    expect(loadDraft('fax')).toEqual(EMPTY_DRAFT);
    stored.set('compose:draft:fax', JSON.stringify({ recipient: 42, message: 'ok' }));
    expect(loadDraft('fax')).toEqual({ recipient: '', subject: '', message: 'ok' });
  });

  it('keeps drafts in memory when storage throws, and says they were not saved', () => {
    vi.stubGlobal('localStorage', throwing());
    const draft = { recipient: '+15550100', subject: '', message: 'Kept in memory' };
    expect(saveDraft('sms', draft)).toBe(false);
    expect(loadDraft('sms')).toEqual(draft);
    expect(loadDraft('email')).toEqual(EMPTY_DRAFT);
  });

  it('keeps drafts in memory when the quota is full', () => {
    vi.stubGlobal('localStorage', {
      ...working(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    expect(saveDraft('email', { recipient: 'a@example.com', subject: 'S', message: 'M' })).toBe(false);
    expect(loadDraft('email').subject).toBe('S');
  });

  it('keeps drafts in memory when there is no storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    saveDraft('fax', { recipient: '+1555', subject: '', message: 'Page 1' });
    expect(loadDraft('fax').message).toBe('Page 1');
  });

  it('a saved draft wins over an older stored one; an emptied draft is removed from storage', () => {
    stored.set('compose:draft:sms', JSON.stringify({ recipient: 'old', subject: '', message: 'old' }));
    expect(saveDraft('sms', { recipient: 'new', subject: '', message: 'new' })).toBe(true);
    expect(loadDraft('sms').message).toBe('new');
    expect(saveDraft('sms', EMPTY_DRAFT)).toBe(true);
    expect(stored.has('compose:draft:sms')).toBe(false);
    expect(loadDraft('sms')).toEqual(EMPTY_DRAFT);
  });

  it('leaves a stored draft unread when a field is longer than its form field takes', () => {
    // The limits, as the forms' maxlength: recipients 10,000, a subject 998, a message by channel.
    const limits = { sms: 1_600, email: 20_000, voice: 3_000, fax: 1_000 } as const;
    const store = (channel: string, draft: Record<string, string>) =>
      stored.set(`compose:draft:${channel}`, JSON.stringify(draft));
    for (const [channel, message] of Object.entries(limits)) {
      const longest = { recipient: 'r'.repeat(10_000), subject: 's'.repeat(998), message: 'm'.repeat(message) };
      store(channel, longest);
      expect(loadDraft(channel as keyof typeof limits), channel).toEqual(longest);
      for (const field of ['recipient', 'subject', 'message'] as const) {
        store(channel, { ...longest, [field]: `${longest[field]}x` });
        expect(loadDraft(channel as keyof typeof limits), `${channel} ${field}`).toEqual(EMPTY_DRAFT);
      }
    }
  });
});

describe('a draft with one field filled', () => {
  it('is saved for the next visit, whichever field it is', () => {
    const drafts = [
      { recipient: '+15550100', subject: '', message: '' },
      { recipient: '', subject: 'Invoice', message: '' },
      { recipient: '', subject: '', message: 'See you at 10' },
    ];
    for (const draft of drafts) {
      expect(saveDraft('email', draft)).toBe(true);
      // Signed out: the draft is no account's.
      expect(JSON.parse(stored.get('compose:draft:email') ?? 'null'), JSON.stringify(draft)).toEqual({
        ...draft,
        owner: '',
      });
    }
  });
});

describe('a draft on a browser two people sign in on', () => {
  it('is shown only to the account that wrote it: the next person starts with an empty form', async () => {
    const session = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => session.get(k) ?? null,
      setItem: (k: string, v: string) => void session.set(k, v),
      removeItem: (k: string) => void session.delete(k),
    });
    const { startSession } = await import('./session');
    const page = async () => {
      vi.resetModules();
      return import('./compose-draft');
    };
    startSession({ email: 'alice@example.com', name: 'Alice' });
    (await page()).saveDraft('sms', { recipient: '+15550001111', subject: '', message: 'Alice confidential' });
    // Her tab closes, which ends her session; Bob signs in on a new page of the same browser.
    session.clear();
    startSession({ email: 'bob@example.com', name: 'Bob' });
    expect((await page()).loadDraft('sms')).toEqual(EMPTY_DRAFT);
    // Alice, back later, finds her draft.
    startSession({ email: 'alice@example.com', name: 'Alice' });
    expect((await page()).loadDraft('sms').message).toBe('Alice confidential');
  });
});
