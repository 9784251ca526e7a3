import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from './safe-storage';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('safeStorage', () => {
  it('reads and writes through to the browser storage', () => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    const store = safeStorage('session');
    expect(store.set('a', '1')).toBe(true);
    expect(store.get('a')).toBe('1');
    store.remove('a');
    expect(store.get('a')).toBeNull();
  });

  it('reports a full quota instead of throwing', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', full);
    expect(safeStorage('local').set('a', '1')).toBe(false);
  });

  it('survives storage that throws on access (blocked, private mode)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const store = safeStorage('local');
    expect(store.get('a')).toBeNull();
    expect(store.set('a', '1')).toBe(false);
    expect(() => store.remove('a')).not.toThrow();
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('works where there is no storage at all (server rendering)', () => {
    expect(safeStorage('session').get('x')).toBeNull();
  });
});

describe('safeStorage over storage whose methods throw', () => {
  it('reads nothing, reports nothing saved and removes nothing, without throwing', () => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: fail, setItem: fail, removeItem: fail });
    const store = safeStorage('session');
    expect(store.get('a')).toBeNull();
    expect(store.set('a', '1')).toBe(false);
    expect(() => store.remove('a')).not.toThrow();
  });
});
