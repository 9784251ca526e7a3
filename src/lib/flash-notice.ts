import { safeStorage } from './safe-storage';

/** A notice raised just before navigating away, shown on the page the person lands on. */
export interface FlashNotice {
  kind: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

export const FLASH_NOTICE_KEY = 'notice:flash';

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

export function saveFlashNotice(notice: FlashNotice): boolean {
  return safeStorage('session').set(FLASH_NOTICE_KEY, JSON.stringify(notice));
}

/** Reads and removes the waiting notice; a damaged entry is discarded. */
export function takeFlashNotice(): FlashNotice | null {
  const store = safeStorage('session');
  const raw = store.get(FLASH_NOTICE_KEY);
  if (raw === null) return null;
  store.remove(FLASH_NOTICE_KEY);
  try {
    const parsed: unknown = JSON.parse(raw);
    return isFlashNotice(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
