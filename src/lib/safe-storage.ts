/**
 * Web Storage that never throws into the page: private modes, blocked cookies and a full
 * quota make storage calls throw, and the site must keep working without them.
 */
export interface SafeStore {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

export type StorageArea = 'session' | 'local';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'session' ? (globalThis.sessionStorage ?? null) : (globalThis.localStorage ?? null);
  } catch {
    return null;
  }
}

export function safeStorage(kind: StorageArea): SafeStore {
  return {
    get(key) {
      try {
        return area(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const store = area(kind);
        if (!store) return false;
        store.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area(kind)?.removeItem(key);
      } catch {
        /* storage unavailable: nothing to remove */
      }
    },
  };
}
