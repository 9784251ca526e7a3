import svgToMiniDataURI from 'mini-svg-data-uri';

/**
 * The largest image written into the HTML instead of linked (Vite's own limit for inlined
 * assets). A first-screen image this small costs fewer bytes inline than the round trip
 * its request would cost.
 */
export const INLINE_IMAGE_LIMIT = 4096;

/**
 * The `src` for a first-screen image: a data URI for a small SVG, otherwise its own path. The
 * URI's spaces are escaped (`toSrcset`): a URL in `src` may hold none, and the shorter form with
 * raw spaces is only for CSS.
 */
export function firstScreenSrc(path: string, read: (path: string) => string | undefined): string {
  if (!/\.svg$/i.test(path)) return path;
  const svg = read(path);
  if (svg === undefined || Buffer.byteLength(svg) > INLINE_IMAGE_LIMIT) return path;
  return svgToMiniDataURI.toSrcset(svg.trim());
}
