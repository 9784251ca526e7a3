import { expect, it } from 'vitest';
import { htmlFiles, routeOf } from './built-site';
import { writtenSite } from './test-site';

it('lists the pages of a built site, not the editor page nor the page Astro writes for a redirect', () => {
  const files = ['index.html', 'developers.html', 'developers/api.html', 'admin.html', 'es/404.html', 'x.css'];
  const dist = writtenSite(Object.fromEntries(files.map((file) => [file, ''])));
  expect(
    htmlFiles(dist)
      .map((file) => routeOf(file, dist))
      .toSorted(),
  ).toEqual(['/', '/developers/api', '/es/404']);
});
