import { describe, expect, it } from 'vitest';
import { groupPages, labelFromPath, pageLabel, routePath } from './sitemap';

describe('routePath', () => {
  it('turns route files into paths', () => {
    expect(routePath('index')).toBe('/');
    expect(routePath('about')).toBe('/about');
    expect(routePath('blog/index')).toBe('/blog');
    expect(routePath('blog/[id]', { id: 'hello' })).toBe('/blog/hello');
    expect(routePath('solutions/[...slug]', { slug: 'marketing/sms' })).toBe('/solutions/marketing/sms');
    expect(routePath('blog/category/[category]', { category: 'guides' })).toBe('/blog/category/guides');
  });
});

describe('labelFromPath', () => {
  it('makes a readable label', () => {
    expect(labelFromPath('/')).toBe('Home');
    expect(labelFromPath('/forgot-password')).toBe('Forgot password');
    expect(labelFromPath('/compose/sms')).toBe('Compose: Sms');
  });
});

describe('groupPages', () => {
  it('groups by prefix, keeps the configured order and collects the rest', () => {
    const groups = groupPages(
      [
        { path: '/about', label: 'About' },
        { path: '/products/sms', label: 'SMS' },
        { path: '/', label: 'Home' },
        { path: '/blog/b', label: 'B' },
        { path: '/blog', label: 'Blog' },
        { path: '/productsx', label: 'Not a product' },
        { path: '/about', label: 'Duplicate' },
      ],
      [
        { heading: 'Products', prefixes: ['/products'] },
        { heading: 'Blog', prefixes: ['/blog'] },
        { heading: 'Empty', prefixes: ['/nothing'] },
      ],
      'Company',
    );
    expect(groups).toEqual([
      { heading: 'Products', pages: [{ path: '/products/sms', label: 'SMS' }] },
      {
        heading: 'Blog',
        pages: [
          { path: '/blog', label: 'Blog' },
          { path: '/blog/b', label: 'B' },
        ],
      },
      {
        heading: 'Company',
        pages: [
          { path: '/', label: 'Home' },
          { path: '/about', label: 'About' },
          { path: '/productsx', label: 'Not a product' },
        ],
      },
    ]);
  });
});

describe('pageLabel', () => {
  const labels = new Map([['/blog', 'Relaymark Blog']]);

  it("keeps a page's own label", () => {
    expect(pageLabel('/blog', labels)).toBe('Relaymark Blog');
  });

  it('makes a label from the path when nothing names the page', () => {
    expect(pageLabel('/press/launch-day', labels)).toBe('Press: Launch day');
  });
});
