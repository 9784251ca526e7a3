import { safeStorage } from './safe-storage';

export const CHANNELS = ['sms', 'email', 'voice', 'fax'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface ComposeDraft {
  recipient: string;
  subject: string;
  message: string;
}

export const EMPTY_DRAFT: ComposeDraft = { recipient: '', subject: '', message: '' };

const key = (channel: Channel) => `compose:draft:${channel}`;

export function isChannel(value: string | undefined): value is Channel {
  return (CHANNELS as readonly string[]).includes(value ?? '');
}

/** The saved draft of a tab; anything unreadable counts as no draft. */
export function loadDraft(channel: Channel): ComposeDraft {
  const raw = safeStorage('local').get(key(channel));
  if (raw === null) return EMPTY_DRAFT;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY_DRAFT;
    const v = value as Record<string, unknown>;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return { recipient: text(v.recipient), subject: text(v.subject), message: text(v.message) };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(channel: Channel, draft: ComposeDraft): void {
  const empty = !draft.recipient && !draft.subject && !draft.message;
  if (empty) safeStorage('local').remove(key(channel));
  else safeStorage('local').set(key(channel), JSON.stringify(draft));
}

export function clearDraft(channel: Channel): void {
  safeStorage('local').remove(key(channel));
}
