import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { detached } from './detached';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A page of 100 kB as a build reads one: a string decoded from the file's bytes. */
const page = (index: number) => {
  const bytes = Buffer.alloc(100_000, ' ');
  bytes.write(`<html><head><meta content="sha256-${index}-${Math.random()}">`);
  return bytes.toString('utf8');
};

/** The heap still taken once 100 pages are read and a 40-character piece of each is kept as `keep` makes it. */
function heldWith(keep: (piece: string) => string): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: 100 }, (_, index) => {
    const html = page(index);
    const at = html.indexOf('sha256');
    return keep(html.slice(at, at + 40));
  });
  gc();
  expect(kept[0]).toMatch(/^sha256-0-0\.\d+">\s+$/);
  return process.memoryUsage().heapUsed - before;
}

describe('detached', () => {
  it('is the same text', () => {
    expect(detached('sha256-abc+/= ünïcode 🚀')).toBe('sha256-abc+/= ünïcode 🚀');
  });

  it('lets the page it was cut from go, where the piece itself would keep it', () => {
    expect(heldWith((piece) => piece)).toBeGreaterThan(9_000_000);
    expect(heldWith(detached)).toBeLessThan(1_000_000);
  });
});
