import { describe, expect, it } from 'vitest';
import { crawledRoutes, standsForTemplate } from './crawl-routes';

const page = (route: string, main: string) => ({ route, html: `<html><body><main>${main}</main></body></html>` });

describe('crawledRoutes', () => {
  const sitemap = ['/', '/es', '/de', '/blog/a', '/blog/b'];
  const routes = crawledRoutes(sitemap, [
    page('/blog/a', '<p>short words</p>'),
    page('/blog/b', '<p>Donaudampfschifffahrtsgesellschaftskapitän</p><table></table>'),
  ]);

  it('keeps each route file in each language and each home, and tells them from pages chosen for their content', () => {
    expect(standsForTemplate(routes.get('/blog/a') ?? [])).toBe(true);
    expect(standsForTemplate(routes.get('/de') ?? [])).toBe(true);
    expect(routes.get('/blog/b')).toEqual(['the longest word of its file (42)', 'the most tables of its file (1)']);
    expect(standsForTemplate(routes.get('/blog/b') ?? [])).toBe(false);
  });
});
