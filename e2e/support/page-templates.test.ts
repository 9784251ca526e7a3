import { describe, expect, it } from 'vitest';
import { languageRoutes, templateOf, templateRoutes } from './page-templates';

describe('the route file behind a route', () => {
  it.each([
    ['/', '[...locale]/index.astro'],
    ['/es', '[...locale]/index.astro'],
    ['/about', '[...locale]/about.astro'],
    ['/de/about', '[...locale]/about.astro'],
    ['/products/sms', '[...locale]/products/[id].astro'],
    ['/solutions/marketing', '[...locale]/solutions/[solution].astro'],
    ['/es/solutions/marketing/sms', '[...locale]/solutions/[...slug].astro'],
    ['/blog', '[...locale]/blog/[...page].astro'],
    ['/blog/2', '[...locale]/blog/[...page].astro'],
    ['/de/blog/12', '[...locale]/blog/[...page].astro'],
    ['/blog/some-post', 'blog/[id].astro'],
    ['/blog/category/guides', '[...locale]/blog/category/[category]/[...page].astro'],
    ['/es/blog/category/guides/3', '[...locale]/blog/category/[category]/[...page].astro'],
    ['/press', '[...locale]/press/[...page].astro'],
    ['/press/2', '[...locale]/press/[...page].astro'],
    ['/press/some-release', 'press/[id].astro'],
    ['/changelog/10', '[...locale]/changelog/[...page].astro'],
    ['/changelog/some-entry', 'changelog/[id].astro'],
    ['/developers/api', 'developers/api.astro'],
    ['/developers/api/sms', 'developers/api/[section].astro'],
    ['/privacy', '[...locale]/[legal].astro'],
    ['/de/privacy', '[...locale]/[legal].astro'],
  ])('%s is built by %s', (route, file) => {
    expect(templateOf(route)).toBe(file);
  });

  it('picks one route of each file to stand for it, the German one where the file builds every language', () => {
    const chosen = templateRoutes([
      '/products/voice',
      '/es/products/email',
      '/de/products/sms',
      '/about',
      '/blog/a',
      '/blog/b',
    ]);
    expect(chosen.get('[...locale]/products/[id].astro')).toBe('/de/products/sms');
    expect(chosen.get('[...locale]/about.astro')).toBe('/about');
    expect(chosen.get('blog/[id].astro')).toBe('/blog/a');
    expect(chosen.size).toBe(3);
  });

  it('picks one route of each file in each language', () => {
    const chosen = languageRoutes([
      '/products/voice',
      '/products/sms',
      '/es/products/email',
      '/de/products/sms',
      '/blog/b',
      '/blog/a',
    ]);
    expect(Object.fromEntries(chosen)).toEqual({
      '[...locale]/products/[id].astro en': '/products/sms',
      '[...locale]/products/[id].astro es': '/es/products/email',
      '[...locale]/products/[id].astro de': '/de/products/sms',
      'blog/[id].astro en': '/blog/a',
    });
  });
});
