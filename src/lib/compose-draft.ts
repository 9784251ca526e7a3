import { MAX_LENGTH, MESSAGE_MAX_LENGTH } from './field-limits';
import { safeStorage } from './safe-storage';
import { readSession } from './session';

export const CHANNELS = ['sms', 'email', 'voice', 'fax'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface ComposeDraft {
  recipient: string;
  subject: string;
  message: string;
}

export const EMPTY_DRAFT: ComposeDraft = { recipient: '', subject: '', message: '' };

/** The storage key of a channel's draft (named on the cookies page, content/pages/cookies.md). */
export const draftKey = (channel: Channel) => `compose:draft:${channel}`;

/**
 * Drafts live in memory first, for as long as the page is open: switching tabs never
 * depends on storage. localStorage only keeps them across reloads, when the browser lets
 * it (private modes, blocked storage and a full quota make it throw; safeStorage absorbs that).
 */
const memory = new Map<Channel, ComposeDraft>();

const FIELDS = ['recipient', 'subject', 'message'] as const;

/**
 * Whose a saved draft is: the signed-in account's e-mail ('' signed out). A browser may be shared:
 * one person's unsent message is never put in front of the next person who signs in on it.
 */
const owner = () => readSession()?.email ?? '';

const isEmpty = (draft: ComposeDraft) => !draft.recipient && !draft.subject && !draft.message;

/** The most characters each field of a channel's draft takes: its form field's maxlength. */
const draftLimits = (channel: Channel): Record<keyof ComposeDraft, number> => ({
  recipient: MAX_LENGTH.recipients,
  subject: MAX_LENGTH.subject,
  message: MESSAGE_MAX_LENGTH[channel],
});

function fromStorage(channel: Channel): ComposeDraft {
  const raw = safeStorage('local').get(draftKey(channel));
  if (raw === null) return EMPTY_DRAFT;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY_DRAFT;
    const v = value as Record<string, unknown>;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    if (text(v.owner) !== owner()) return EMPTY_DRAFT;
    const draft = { recipient: text(v.recipient), subject: text(v.subject), message: text(v.message) };
    // A field longer than its form takes was not typed there: the whole draft is left unread.
    const limits = draftLimits(channel);
    return FIELDS.every((field) => draft[field].length <= limits[field]) ? draft : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** The draft of a tab: the one in memory, else the saved one; anything unreadable counts as no draft. */
export function loadDraft(channel: Channel): ComposeDraft {
  return memory.get(channel) ?? fromStorage(channel);
}

/**
 * Keeps the draft in memory and tries to save it for later visits. Returns false when
 * storage refused it: the draft is then kept only while the page is open.
 */
export function saveDraft(channel: Channel, draft: ComposeDraft): boolean {
  memory.set(channel, { ...draft });
  const store = safeStorage('local');
  if (isEmpty(draft)) {
    store.remove(draftKey(channel));
    return true;
  }
  return store.set(draftKey(channel), JSON.stringify({ ...draft, owner: owner() }));
}

export function clearDraft(channel: Channel): void {
  memory.delete(channel);
  safeStorage('local').remove(draftKey(channel));
}
