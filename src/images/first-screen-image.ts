import { readFileSync } from 'node:fs';
import type { ImageMetadata } from 'astro';
import { imageFile } from './astro-image-adapter';
import { firstScreenSrc } from './inline-image';

/** The SVG's own text from its file, when Astro kept it (while `astro dev` runs). */
function svgText(image: ImageMetadata): string | undefined {
  const file = imageFile(image);
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

// In a build, Astro hands a content SVG to pages as its metadata alone: its text is found by the
// URL the same file gets when imported here.
const svgFiles = import.meta.glob<{ src: string }>('/content/**/images/*.svg', { eager: true, import: 'default' });
const svgTexts = import.meta.glob<string>('/content/**/images/*.svg', {
  eager: true,
  import: 'default',
  query: '?raw',
});
const textBySrc = new Map(Object.entries(svgFiles).map(([file, image]) => [image.src, svgTexts[file]]));

/** Each first-screen image's `src` as this build made it: a post's cover is on every list page that shows the post. */
const built = new Map<string, string>();

/** The `src` of an SVG in a page's first screen (its likely LCP element): a small one travels inside the HTML. */
export function getFirstScreenImage(image: ImageMetadata): string {
  const known = import.meta.env.DEV ? undefined : built.get(image.src);
  if (known !== undefined) return known;
  const text = svgText(image) ?? textBySrc.get(image.src);
  const src = text === undefined ? image.src : firstScreenSrc('inline.svg', () => text);
  if (!import.meta.env.DEV) built.set(image.src, src);
  return src;
}
