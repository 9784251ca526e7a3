import { describe, expect, it } from 'vitest';
import { cspHash, insertedStyleHashes } from './csp-hashes';
import { stylesInsertedBy } from './inserted-styles';

// The account pages' notices (sonner) insert their stylesheet as they load; the CSP allows it by
// the hash of what the library actually inserts, so an upgrade cannot change it unnoticed.
// Each case starts a Node process that loads the library.
describe('the stylesheets libraries insert', { timeout: 30_000 }, () => {
  it('are found by loading the library: sonner inserts its toaster styles', () => {
    const [styles, ...others] = stylesInsertedBy('sonner');
    expect(others).toEqual([]);
    expect(styles).toContain('[data-sonner-toaster]');
    expect(insertedStyleHashes()).toEqual([cspHash(''), cspHash(styles ?? '')]);
  });

  it('fail loudly for a package that inserts none', () => {
    expect(() => stylesInsertedBy('entities')).toThrow(/entities inserted no <style>/);
  });
});
