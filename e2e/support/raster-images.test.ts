import { expect, test } from 'vitest';
import { rasterImageProblems } from './raster-images';

test('a picture with modern sources and an img with srcset, width and height passes', () => {
  const html =
    '<picture><source srcset="/a.avif 640w" type="image/avif"><img src="/a.jpeg" srcset="/a.jpeg 640w" width="1200" height="630" alt=""></picture>';
  expect(rasterImageProblems(html)).toEqual([]);
});

test('a WebP img with srcset passes alone; an SVG needs nothing', () => {
  expect(rasterImageProblems('<img src="/b.webp" srcset="/b.webp 640w" width="4" height="3" alt="">')).toEqual([]);
  expect(rasterImageProblems('<img src="/c.svg" alt=""><img src="data:image/svg+xml,x" alt="">')).toEqual([]);
});

test('a plain camera JPEG is named with everything it lacks', () => {
  expect(rasterImageProblems('<img src="/images/blog/photo.jpg" alt="x">')).toEqual([
    '/images/blog/photo.jpg: no srcset, width, height, an AVIF or WebP source',
  ]);
});
