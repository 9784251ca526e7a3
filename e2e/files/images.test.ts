import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { htmlFiles, routeOf } from '../support/built-site';
import { rasterImageProblems } from '../support/raster-images';

// Every page in every language; the marketer's scenario (e2e/scenarios/marketer-build.spec.ts)
// applies the same rule to a build with a camera photo as a cover and in a body.
test('every raster image on every page has srcset, width, height and an AVIF or WebP source', () => {
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(5);
  const problems = files.flatMap((file) =>
    rasterImageProblems(readFileSync(file, 'utf8')).map((problem) => `${routeOf(file)}: ${problem}`),
  );
  expect(problems).toEqual([]);
});
