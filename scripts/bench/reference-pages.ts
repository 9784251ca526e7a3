// The minimal pages the site's timings are compared against, written into a built folder for a
// bench pass and removed after it.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const REFERENCE_ROUTE = '/__bench/reference/';

/**
 * The reference page padded, in a comment that is never painted, to these gzip sizes of its HTML:
 * one just inside and one just outside the first TCP round trip (10 segments of 1,460 bytes, the
 * response's headers included), to show what a second round trip costs in the same run.
 */
export const PADDED_REFERENCES: Record<string, number> = {
  '/__bench/reference-13k/': 13_000,
  '/__bench/reference-15k/': 15_000,
};

const referenceHtml = (padding: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title><meta name="description" content="A minimal page to compare timings against."></head><body><h1>Reference page</h1><p>One heading and one paragraph, served by the same server, to compare the site's timings against on a noisy machine.</p>${padding}</body></html>`;

/** Text that gzip cannot shrink much, the same on every run: base64 of a chain of hashes. */
function incompressible(length: number): string {
  let text = '';
  for (let block = createHash('sha256').update('relaymark').digest(); text.length < length;) {
    text += block.toString('base64');
    block = createHash('sha256').update(block).digest();
  }
  return text.slice(0, length);
}

/** The reference page whose gzip size is the first at or above `bytes`. */
function paddedReference(bytes: number): string {
  const html = (length: number) => referenceHtml(`<!--${incompressible(length)}-->`);
  let [low, high] = [0, bytes * 2];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (gzipSync(html(middle)).length < bytes) low = middle + 1;
    else high = middle;
  }
  return html(low);
}

/** Writes the reference pages into the built folder `dist`; returns the function that removes them. */
export function writeReferencePage(dist: string): () => void {
  const pages = {
    [REFERENCE_ROUTE]: referenceHtml(''),
    ...Object.fromEntries(Object.entries(PADDED_REFERENCES).map(([route, bytes]) => [route, paddedReference(bytes)])),
  };
  for (const [route, html] of Object.entries(pages)) {
    mkdirSync(join(dist, route), { recursive: true });
    writeFileSync(join(dist, route, 'index.html'), html);
  }
  return () => rmSync(join(dist, '__bench'), { recursive: true, force: true });
}
