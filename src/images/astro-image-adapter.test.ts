import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ImageMetadata } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import { imageFacts, imageFile } from './astro-image-adapter';

/** Astro's own code for an image's metadata as pages get it (not exported: read from its file). */
const astro = dirname(dirname(fileURLToPath(import.meta.resolve('astro'))));
const { getProxyCode } = (await import(pathToFileURL(join(astro, 'dist/assets/utils/proxy.js')).href)) as {
  getProxyCode: (options: object, isSSR: boolean) => string;
};

const FILE = '/project/content/blog/images/team.jpg';
const asAPageGetsIt = (): ImageMetadata =>
  new Function(
    `return (${getProxyCode({ src: '/_astro/team.Bx1.jpg', width: 4000, height: 3000, format: 'jpg', fsPath: FILE }, false)})`,
  )() as ImageMetadata;

describe('what Astro keeps on an image, which the site reads through this adapter', () => {
  const referenced = new Set<string>();
  const global = globalThis as { astroAsset?: { referencedImages: Set<string> } };
  global.astroAsset = { referencedImages: referenced };
  afterEach(() => referenced.clear());

  it('gives its format and size without marking the original as used by the page', () => {
    expect(imageFacts(asAPageGetsIt())).toEqual({ format: 'jpg', width: 4000, height: 3000 });
    expect([...referenced]).toEqual([]);
  });

  it('marks the original as used when a field is read directly (why imageFacts reads the clone)', () => {
    void asAPageGetsIt().format;
    expect([...referenced]).toEqual([FILE]);
  });

  it('gives the image’s own file', () => {
    expect(imageFile(asAPageGetsIt())).toBe(FILE);
    expect([...referenced]).toEqual([]);
  });
});
