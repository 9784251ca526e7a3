import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShareImageCache } from './cache';

describe('ShareImageCache', () => {
  let dir: string;
  let design: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'share-cache-'));
    design = join(dir, 'card.tsx');
    writeFileSync(design, 'version 1');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back an image stored under the same card', () => {
    const cache = new ShareImageCache(join(dir, 'cache'), [design]);
    const key = cache.key({ title: 'SMS API' });
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, Buffer.from('png'));
    expect(cache.get(cache.key({ title: 'SMS API' }))?.toString()).toBe('png');
  });

  it('keys another title, or a changed design, differently', () => {
    const before = new ShareImageCache(join(dir, 'cache'), [design]);
    expect(before.key({ title: 'SMS API' })).not.toBe(before.key({ title: 'Email API' }));
    writeFileSync(design, 'version 2');
    const after = new ShareImageCache(join(dir, 'cache'), [design]);
    expect(after.key({ title: 'SMS API' })).not.toBe(before.key({ title: 'SMS API' }));
  });
});
