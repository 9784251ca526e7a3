import { safeStorage } from './safe-storage';

/** A notice raised just before navigating away, shown on the page the person lands on. */
export interface FlashNotice {
  kind: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

export const FLASH_NOTICE_KEY = 'notice:flash';

/**
 * The longest stored notice read back. This site's notices are a title and a sentence from
 * content/ with a count or a channel's name in it, a few hundred characters; a longer entry was
 * not written by it, and drawing it could hold the page.
 */
export const FLASH_NOTICE_MAX_LENGTH = 2_000;

/**
 * This document's own mark on the notices it carries. The page being left can still hydrate its
 * notifications region after it raised a notice and before the next page replaces it; without
 * the mark it would take the notice for itself, show it on a page that is going away, and the
 * page arrived at would find nothing. (Not a secret: it only tells this document from the next.)
 */
const THIS_PAGE = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const kinds = new Set(['success', 'error', 'info']);

function isFlashNotice(value: unknown): value is FlashNotice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.kind === 'string' &&
    kinds.has(v.kind) &&
    typeof v.title === 'string' &&
    (v.description === undefined || typeof v.description === 'string')
  );
}

/** Leaves a notice for the next page; false when storage is blocked or full and it cannot travel. */
export function saveFlashNotice(notice: FlashNotice, from: string = THIS_PAGE): boolean {
  const { kind, title, description } = notice;
  return safeStorage('session').set(FLASH_NOTICE_KEY, JSON.stringify({ kind, title, description, from }));
}

/**
 * Reads and removes the notice another page left for this one; a notice this page raised itself
 * stays for the page it is going to. A damaged or overlong entry is discarded.
 */
export function takeFlashNotice(page: string = THIS_PAGE): FlashNotice | null {
  const store = safeStorage('session');
  const raw = store.get(FLASH_NOTICE_KEY);
  if (raw === null) return null;
  if (raw.length > FLASH_NOTICE_MAX_LENGTH) {
    store.remove(FLASH_NOTICE_KEY);
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const from = typeof parsed === 'object' && parsed !== null ? (parsed as { from?: unknown }).from : undefined;
  if (from === page) return null;
  store.remove(FLASH_NOTICE_KEY);
  if (!isFlashNotice(parsed)) return null;
  const { kind, title, description } = parsed;
  return description === undefined ? { kind, title } : { kind, title, description };
}
