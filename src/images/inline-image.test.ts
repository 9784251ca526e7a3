import { describe, expect, it } from 'vitest';
import { firstScreenSrc, INLINE_IMAGE_LIMIT } from './inline-image';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#eef2ff"/></svg>';

describe('firstScreenSrc', () => {
  it('writes a small SVG into the page as a data URI that decodes back to the same drawing', () => {
    const src = firstScreenSrc('/images/a.svg', () => svg);
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    // A URL in `src` may not hold a raw space (the Nu HTML Checker's "Space is not allowed").
    expect(src).not.toMatch(/\s/);
    const decoded = decodeURIComponent(src.slice('data:image/svg+xml,'.length));
    expect(decoded.replace(/'/g, '"')).toContain('<rect width="10" height="10"');
  });

  it('keeps the path of an SVG over the limit, a raster image, and a file it cannot read', () => {
    const large = svg.replace('</svg>', `<!--${'x'.repeat(INLINE_IMAGE_LIMIT)}--></svg>`);
    expect(firstScreenSrc('/images/big.svg', () => large)).toBe('/images/big.svg');
    expect(firstScreenSrc('/images/photo.png', () => svg)).toBe('/images/photo.png');
    expect(firstScreenSrc('/images/missing.svg', () => undefined)).toBe('/images/missing.svg');
  });
});
