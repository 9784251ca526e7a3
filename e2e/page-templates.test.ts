import { describe, expect, it } from 'vitest';
import { templateOf, templateRoutes } from './page-templates';

describe('the route file behind a route', () => {
  it.each([
    ['/', 'index.astro'],
    ['/about', 'about.astro'],
    ['/products/sms', 'products/[id].astro'],
    ['/solutions/marketing', 'solutions/[solution].astro'],
    ['/solutions/marketing/sms', 'solutions/[...slug].astro'],
    ['/blog', 'blog/index.astro'],
    ['/blog/category/guides', 'blog/category/[category].astro'],
    ['/developers/api', 'developers/api.astro'],
    ['/developers/api/sms', 'developers/api/[section].astro'],
    ['/privacy', '[legal].astro'],
  ])('%s is built by %s', (route, file) => {
    expect(templateOf(route)).toBe(file);
  });

  it('picks the first route of each file to stand for it', () => {
    const chosen = templateRoutes(['/products/voice', '/products/email', '/about', '/blog/a', '/blog/b']);
    expect(chosen.get('products/[id].astro')).toBe('/products/email');
    expect(chosen.get('blog/[id].astro')).toBe('/blog/a');
    expect(chosen.size).toBe(3);
  });
});
